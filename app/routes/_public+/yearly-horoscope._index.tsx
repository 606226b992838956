import "~/components/shared-browser-code";

export { default, handle, headers, loader, meta } from "~/features/horoscopes/pages/yearly-horoscope._index";
