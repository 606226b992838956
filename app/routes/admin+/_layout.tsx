import "~/components/shared-browser-code";

export { default, ErrorBoundary, handle, links, loader } from "~/features/admin/pages/_layout";
