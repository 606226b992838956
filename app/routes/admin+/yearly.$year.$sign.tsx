import "~/components/shared-browser-code";

export { action, default, handle, loader, meta } from "~/features/admin/pages/yearly.$year.$sign";
