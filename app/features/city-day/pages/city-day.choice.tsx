import { useLoaderData } from "@remix-run/react";

import type { choiceLoader as loader } from "~/features/city-day/city-day-loaders.server";
import { choiceHandle, choiceHeaders, choiceMeta } from "~/features/city-day/city-day-route";
import { CityDayOrChoice } from "~/features/city-day/CityDayPage";

// /panchang, /choghadiya, /hora (remix.config.js registers each kind here).
export const handle = choiceHandle;
export { choiceLoader as loader } from "~/features/city-day/city-day-loaders.server";
export const headers = choiceHeaders;
export const meta = choiceMeta;

export default function CityDayChoice() {
  return <CityDayOrChoice data={useLoaderData<typeof loader>()} />;
}
