import "~/components/shared-browser-code";

export { loader } from "~/features/site/pages/api.country.countryList.server";
