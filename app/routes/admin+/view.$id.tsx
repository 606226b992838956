import "~/components/shared-browser-code";

export { action, default, loader, meta } from "~/features/admin/pages/view.$id";
