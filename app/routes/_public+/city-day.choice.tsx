import "~/components/shared-browser-code";

import { useLoaderData } from "@remix-run/react";

import { CityDayOrChoice } from "~/components/CityDayPage";
import { choiceHandle, choiceHeaders, choiceMeta } from "~/pages/city-day";
import { choiceLoader } from "~/pages/city-day.server";

// /panchang, /choghadiya, /hora (remix.config.js registers each kind here).
export const handle = choiceHandle;
export const loader = choiceLoader;
export const headers = choiceHeaders;
export const meta = choiceMeta;

export default function CityDayChoice() {
  return <CityDayOrChoice data={useLoaderData<typeof loader>()} />;
}
