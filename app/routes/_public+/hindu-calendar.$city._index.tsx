import "~/components/shared-browser-code";

import { cityHandle } from "~/pages/hindu-calendar";
import { cityLoader } from "~/pages/hindu-calendar.server";

// /hindu-calendar/<city>: the city's month of today, by redirect; an unknown city is the site's 404.
export const handle = cityHandle;
export const loader = cityLoader;

export default function HinduCalendarOfCity() {
  return null;
}
