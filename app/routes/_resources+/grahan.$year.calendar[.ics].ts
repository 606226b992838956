import "~/components/shared-browser-code";

export { handle, loader } from "~/features/grahan/pages/grahan.$year.calendar[.ics].server";
