import "~/components/shared-browser-code";

export { loader } from "~/features/site/pages/api.states.$countryId.server";
