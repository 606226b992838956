import "~/components/shared-browser-code";

export { default, handle, loader, meta } from "~/features/account/pages/login";
