import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/kundli/pages/my-kundlis._index";
