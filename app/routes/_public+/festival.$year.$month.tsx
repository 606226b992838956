import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/festivals/pages/festival.$year.$month";
