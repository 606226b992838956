import "~/components/shared-browser-code";

export { handle, loader } from "~/features/blogs/pages/media.blog.$name.server";
