import "~/components/shared-browser-code";

export { loader } from "~/features/account/pages/my-data[.json].server";
