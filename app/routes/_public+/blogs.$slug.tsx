import "~/components/shared-browser-code";

export { default, ErrorBoundary, handle, headers, loader, meta } from "~/features/blogs/pages/blogs.$slug";
