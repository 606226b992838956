import "~/components/shared-browser-code";

export { handle, loader } from "~/features/hindu-month/pages/hindu-calendar.$city.$year.$month.vrats[.ics].server";
