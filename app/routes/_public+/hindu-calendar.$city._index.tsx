import "~/components/shared-browser-code";

export { default, handle, loader } from "~/features/hindu-month/pages/hindu-calendar.$city._index";
