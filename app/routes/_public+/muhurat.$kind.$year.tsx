import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/muhurat/pages/muhurat.$kind.$year";
