import "~/components/shared-browser-code";

export { action, default, loader, meta } from "~/features/admin/pages/yearly.$year._index";
