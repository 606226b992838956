// Our wording: the spec's admin login has no second factor.
export const adminSecondFactor = {
  heading: "Two-step verification",
  intro: "Enter the 6-digit code your authenticator app shows for this site.",
  codeLabel: "Authentication code",
  codeHint: "The 6-digit code from your authenticator app, or one of your recovery codes.",
  wrongCode: "That code did not work. Enter the current code from your app, or a recovery code.",
  codeRequired: "Please enter the code.",
  expired: "Your sign-in took too long. Please log in again.",
  verify: "Verify",
  verifying: "Verifying...",
  backToLogin: "Back to login",
  recoveryUsed: (left: number) => `You signed in with a recovery code. ${left} recovery code${left === 1 ? "" : "s"} left.`,
  setupHeading: "Set up two-step verification",
  setupIntro:
    "Every administrator signs in with a password and a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or Authy).",
  setupScan: "1. Scan this QR code with the app, or type the key below into it.",
  setupKeyLabel: "Key",
  setupConfirm: "2. Enter the 6-digit code the app now shows.",
  qrAlt: "QR code to add this site to an authenticator app",
  codesHeading: "Save your recovery codes",
  codesIntro:
    "Each code signs you in once if you lose your phone. Keep them somewhere safe, away from your phone: they are shown only now.",
  codesContinue: "I have saved them: go to the dashboard",
} as const;
