import "~/components/shared-browser-code";

export { default, loader, meta } from "~/features/admin/pages/grievances._index";
