import "~/components/shared-browser-code";

export { loader } from "~/features/site/pages/robots[.]txt.server";
