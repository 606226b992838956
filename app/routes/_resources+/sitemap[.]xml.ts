import "~/components/shared-browser-code";

export { loader } from "~/features/site/pages/sitemap[.]xml.server";
