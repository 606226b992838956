import { useLoaderData } from "@remix-run/react";

import type { todayLoader as loader } from "~/features/city-day/city-day-loaders.server";
import { cityDayMeta, dayHeaders, todayHandle } from "~/features/city-day/city-day-route";
import { CityDay } from "~/features/city-day/CityDayPage";

// /panchang/<city>, /choghadiya/<city>, /hora/<city> (remix.config.js registers each kind here).
export const handle = todayHandle;
export { todayLoader as loader } from "~/features/city-day/city-day-loaders.server";
export const headers = dayHeaders;
export const meta = cityDayMeta(false);

export default function CityDayToday() {
  return <CityDay data={useLoaderData<typeof loader>()} />;
}
