import "~/components/shared-browser-code";

export { default, handle, headers, meta } from "~/features/onboarding/pages/astrologer-thank-you";
