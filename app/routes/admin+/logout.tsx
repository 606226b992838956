import "~/components/shared-browser-code";

export { action, loader } from "./logout.server";
