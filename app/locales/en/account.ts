import { loginMessages, otpMessages } from "~/domain/account-messages";

// The customer's pages: signing in by OTP, registration, profile, account deletion.
export default {
  login: loginMessages,
  otp: otpMessages,
  signup: {
    metaTitle: "{{brand}} - Login with your mobile number",
    metaDescription: "Log in or sign up to {{brand}} with your mobile number and a one-time password.",
    title: "Login or sign up",
    lead: "Enter your mobile number. We will send you a 4-digit OTP by SMS.",
    mobileLabel: "Mobile Number",
    leaveEmpty: "Leave this empty",
    send: "Send OTP",
    sending: "Sending OTP...",
    agree:
      "By continuing you agree to our <terms>Terms & Conditions</terms> and <privacy>Privacy Policy</privacy>. You must be 18 or older.",
  },
} as const;
