import "~/shared-browser-code";

export { action, loader } from "./logout.server";
