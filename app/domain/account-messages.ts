// The spec's user-visible strings for login, OTP, registration, profile and deletion
// (public-and-customer §5, §8; onboarding-and-admin §5, §8): the English texts of the `account`
// namespace (app/locales), which tests import. A "{{name}}" is filled in by i18next's t().
export const loginMessages = {
  invalidPhone: "Please enter a valid 10-digit phone number.",
  sendFailed: "Unable to send OTP. Please try again.",
  // Our wording where the spec is silent:
  indiaOnly: "OTP can be sent to Indian mobile numbers (+91) only.",
  rateLimited: "Too many OTP requests for this number. Please try again later.",
  addressLimited: "Too many OTP requests from your network. Please try again later.",
} as const;

export const otpMessages = {
  incomplete: "Please enter all 4 digits of the OTP.",
  noPhone: "Phone number not found. Please go back and try again.",
  noSession: "OTP session expired or not found. Please resend OTP to get a new one.",
  invalid: "Invalid OTP. Please try again.",
  validationError: "An error occurred during OTP validation. Please try again.",
  resendFailed: "Failed to resend OTP. Please try again.",
  resendNoPhone: "Phone number not found to resend OTP. Please go to the login/signup page.",
  expired: "OTP Expired!",
  // Our wording where the spec is silent:
  tooManyAttempts: "Too many wrong attempts. Please resend OTP to get a new one.",
  resendTooSoon: "Please wait {{seconds}} seconds before requesting a new OTP.",
  resent: "A new OTP has been sent to your mobile number.",
  // Without JavaScript the countdown cannot move: the page says when instead.
  resendFrom: "You can ask for a new OTP from {{clock}} (India time).",
} as const;

export const whoAreYouMessages = {
  failed: "An error occurred. Please try again.",
  // The flash is plain text: an applicant who stopped half-way needs the status page's address.
  existingAstrologer:
    "You are already registered as an astrologer. Please continue in the mobile app, or see where your application stands at {{statusPath}}.",
} as const;

export const registrationMessages = {
  email: "Please enter a valid email address",
  mobile: "Please enter a valid 10-digit mobile number",
  pinCode: "Please enter a valid 6-digit pin code",
  // The spec only logged registration failures; users deserve a message.
  failed: "We could not complete your registration. Please try again.",
  required: "{{label}} is required.",
  futureDob: "Date of birth cannot be in the future.",
  // The terms say users must be 18 or over, and the DPDP Act asks a parent's verifiable consent
  // for a child's data, which we do not collect.
  underAge: "You must be 18 or older to have an account.",
  // Our wording where the spec is silent: the error summary's heading and the welcome flash.
  fixFields: "Please correct the fields marked below.",
  welcome: "Welcome, {{firstName}}! Your account is ready.",
} as const;

/**
 * The signed-in visitor's own photo, for the header's avatar: one address for every visitor, so
 * the page that shows it is the same for all of them.
 */
export const PROFILE_PHOTO_PATH = "/profile/photo";

/** Shown by the avatar when a customer has no photo of their own. */
export const DEFAULT_PROFILE_PHOTO = "/images/default-profile.svg";

export const profileMessages = {
  name: "Name is required.",
  gender: "Gender is required.",
  dob: "Date of Birth is required.",
  timeOfBirth: "Time of Birth is required.",
  birthPlace: "Birth Place is required.",
  country: "Country is required.",
  state: "State is required.",
  city: "City is required.",
  pinCode: "PIN Code is required.",
  email: "Email is required.",
  emailInvalid: "Email is invalid.",
  fillAll: "Please fill in all required fields.",
  updated: "Profile updated successfully!",
  failed: "Failed to update profile.",
  noUser: "No registered user found. Please login.",
  loadFailed: "Something went wrong while loading profile.",
  // Our wording (JPEG, PNG or WebP, checked by content; a larger photo is shrunk to 1 MB):
  photoType: "Please choose a JPEG, PNG or WebP image.",
  photoSize: "The photo must be smaller than 15 MB.",
  photoKept: "Your new photo is uploaded and is saved with the form:",
} as const;

// Our wording: the spec has one logout; ending every device's session is ours.
export const sessionMessages = {
  logOutEverywhere: "Log out of all devices",
  logOutEverywhereHint: "Ends your sign-in on every phone and computer, this one included.",
  loggedOutEverywhere: "You have been logged out of all devices.",
} as const;

export const deletionMessages = {
  invalidMobile: "Please enter a valid mobile number.",
  confirm: "Please confirm that you understand the deletion process.",
  invalidOtpOrMissing: "Invalid OTP or missing information.",
  sendFailed: "Failed to send OTP.",
  sendError: "Error sending OTP.",
  sent: "OTP Sent Successfully!",
  resent: "OTP Re-sent Successfully!",
  resendFailed: "Failed to re-send OTP.",
  resendError: "Error re-sending OTP.",
  invalidOtp: "Invalid OTP.",
  validateError: "Error validating OTP.",
  deleted: "Account deleted successfully!",
  deleteFailed: "Failed to delete account.",
  cacheNote: "Cached data from your account may take up to 24 hours to clear.",
  // Our wording where the spec is silent: a send refused while the last code's countdown runs.
  sendTooSoon: "Failed to send OTP. Please wait {{seconds}} seconds.",
  resendTooSoon: "Failed to re-send OTP. Please wait {{seconds}} seconds.",
} as const;
