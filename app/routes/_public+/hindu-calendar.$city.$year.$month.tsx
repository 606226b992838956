import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/hindu-month/pages/hindu-calendar.$city.$year.$month";
