import "~/components/shared-browser-code";

export { action, default, handle, loader, meta } from "~/features/onboarding/pages/astrologer-registration";
