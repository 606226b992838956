import "~/components/shared-browser-code";

export { default, loader, meta } from "~/features/admin/pages/view.$id_.documents.$docId";
