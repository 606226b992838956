import "~/components/shared-browser-code";

export { default, handle, headers, meta } from "~/features/site/pages/terms-and-conditions";
