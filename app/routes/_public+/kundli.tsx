import "~/components/shared-browser-code";

export { action, default, handle, headers, loader, meta } from "~/features/kundli/pages/kundli";
