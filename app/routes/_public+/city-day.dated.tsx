import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/city-day/pages/city-day.dated";
