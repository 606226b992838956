import "~/components/shared-browser-code";

export { loader } from "~/features/account/pages/profile_.photo.server";
