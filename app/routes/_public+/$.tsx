import "~/components/shared-browser-code";

export { default, loader, meta } from "~/features/site/pages/$";
