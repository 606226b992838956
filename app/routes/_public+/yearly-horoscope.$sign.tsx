import "~/components/shared-browser-code";

export { default, ErrorBoundary, handle, headers, loader, meta } from "~/features/horoscopes/pages/yearly-horoscope.$sign";
