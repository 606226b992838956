import "~/components/shared-browser-code";

import { useLoaderData } from "@remix-run/react";

import { CityDay } from "~/components/CityDayPage";
import { cityDayMeta, datedHandle, dayHeaders } from "~/pages/city-day";
import { datedLoader } from "~/pages/city-day.server";

// /panchang/<city>/<date>, /choghadiya/<city>/<date>, /hora/<city>/<date> (remix.config.js registers each kind here).
export const handle = datedHandle;
export const loader = datedLoader;
export const headers = dayHeaders;
export const meta = cityDayMeta(true);

export default function CityDayOfDate() {
  return <CityDay data={useLoaderData<typeof loader>()} />;
}
