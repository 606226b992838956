import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/account/pages/my-data";
