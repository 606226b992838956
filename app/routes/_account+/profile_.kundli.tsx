import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/kundli/pages/profile_.kundli";
