import { useLoaderData } from "@remix-run/react";

import type { datedLoader as loader } from "~/features/city-day/city-day-loaders.server";
import { cityDayMeta, datedHandle, dayHeaders } from "~/features/city-day/city-day-route";
import { CityDay } from "~/features/city-day/CityDayPage";

// /panchang/<city>/<date>, /choghadiya/<city>/<date>, /hora/<city>/<date> (remix.config.js registers each kind here).
export const handle = datedHandle;
export { datedLoader as loader } from "~/features/city-day/city-day-loaders.server";
export const headers = dayHeaders;
export const meta = cityDayMeta(true);

export default function CityDayOfDate() {
  return <CityDay data={useLoaderData<typeof loader>()} />;
}
