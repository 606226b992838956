import "~/components/shared-browser-code";

export { loader } from "~/features/site/pages/media.avatars.$name.server";
