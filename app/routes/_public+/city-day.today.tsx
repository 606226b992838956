import "~/components/shared-browser-code";

import { useLoaderData } from "@remix-run/react";

import { CityDay } from "~/components/CityDayPage";
import { cityDayMeta, dayHeaders, todayHandle } from "~/pages/city-day";
import { todayLoader } from "~/pages/city-day.server";

// /panchang/<city>, /choghadiya/<city>, /hora/<city> (remix.config.js registers each kind here).
export const handle = todayHandle;
export const loader = todayLoader;
export const headers = dayHeaders;
export const meta = cityDayMeta(false);

export default function CityDayToday() {
  return <CityDay data={useLoaderData<typeof loader>()} />;
}
