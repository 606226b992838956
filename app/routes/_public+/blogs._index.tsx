import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/blogs/pages/blogs._index";
