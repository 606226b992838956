import { cityHandle } from "~/features/hindu-month/hindu-calendar-route";

// /hindu-calendar/<city>: the city's month of today, by redirect; an unknown city is the site's 404.
export const handle = cityHandle;
export { cityLoader as loader } from "~/features/hindu-month/hindu-calendar-loaders.server";

export default function HinduCalendarOfCity() {
  return null;
}
