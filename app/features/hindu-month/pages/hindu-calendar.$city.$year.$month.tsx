import { useLoaderData } from "@remix-run/react";

import type { monthLoader as loader } from "~/features/hindu-month/hindu-calendar-loaders.server";
import { monthHandle, monthHeaders, monthMeta } from "~/features/hindu-month/hindu-calendar-route";
import { HinduCalendarMonth } from "~/features/hindu-month/HinduCalendarMonth";

// /hindu-calendar/<city>/<year>/<month>: a city's month, day by day, with its vrats.
export const handle = monthHandle;
export { monthLoader as loader } from "~/features/hindu-month/hindu-calendar-loaders.server";
export const headers = monthHeaders;
export const meta = monthMeta;

export default function HinduCalendarOfMonth() {
  return <HinduCalendarMonth {...useLoaderData<typeof loader>()} />;
}
