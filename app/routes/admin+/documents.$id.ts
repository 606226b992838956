import "~/components/shared-browser-code";

export { handle, loader } from "~/features/admin/pages/documents.$id.server";
