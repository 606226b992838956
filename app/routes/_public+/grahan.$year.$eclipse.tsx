import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/grahan/pages/grahan.$year.$eclipse";
