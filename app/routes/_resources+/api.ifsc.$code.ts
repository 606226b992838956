import "~/components/shared-browser-code";

export { loader } from "~/features/site/pages/api.ifsc.$code.server";
