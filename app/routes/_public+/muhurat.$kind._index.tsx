import "~/components/shared-browser-code";

export { default, handle, loader } from "~/features/muhurat/pages/muhurat.$kind._index";
