import "~/components/shared-browser-code";

export { action, loader } from "~/features/admin/pages/logout";
