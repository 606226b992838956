import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/site/pages/privacy-policy";
