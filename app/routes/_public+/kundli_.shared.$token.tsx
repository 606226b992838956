import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/kundli/pages/kundli_.shared.$token";
