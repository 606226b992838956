import "~/components/shared-browser-code";

export { default, handle, loader } from "~/features/muhurat/pages/muhurat._index";
