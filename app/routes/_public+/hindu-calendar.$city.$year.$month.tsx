import "~/components/shared-browser-code";

import { useLoaderData } from "@remix-run/react";

import { HinduCalendarMonth } from "~/components/HinduCalendarMonth";
import { monthHandle, monthHeaders, monthMeta } from "~/pages/hindu-calendar";
import { monthLoader } from "~/pages/hindu-calendar.server";

// /hindu-calendar/<city>/<year>/<month>: a city's month, day by day, with its vrats.
export const handle = monthHandle;
export const loader = monthLoader;
export const headers = monthHeaders;
export const meta = monthMeta;

export default function HinduCalendarOfMonth() {
  return <HinduCalendarMonth {...useLoaderData<typeof loader>()} />;
}
