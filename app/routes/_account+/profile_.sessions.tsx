import "~/components/shared-browser-code";

export { action, loader } from "~/features/account/pages/profile_.sessions";
