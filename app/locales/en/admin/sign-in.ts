/** The admin sign-in and its refusals. */
export const adminSignIn = {
  loginFailed: "Login failed.",
  // Our wording: the spec shows no lock-out.
  tooManyAttempts: "Too many failed attempts. Please wait 15 minutes and try again.",
  // Ours: sign-ins are also refused, unchecked, past a rate per address and for the whole site.
  tooManyRightNow: "Too many sign-in attempts right now. Please wait a minute and try again.",
  // Ours: the way back from a refusal answered before the sign-in page is made.
  backToLogin: "Back to Admin login",
} as const;
