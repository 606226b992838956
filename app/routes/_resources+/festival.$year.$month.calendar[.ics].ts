import "~/components/shared-browser-code";

export { loader } from "~/features/festivals/pages/festival.$year.$month.calendar[.ics].server";
