import { calendarLoader } from "~/features/grahan/grahan-loaders.server";
import { grahanFileHandle } from "~/features/grahan/grahan-route";

// A year's eclipses seen in a city as a calendar file; under /hi (remix.config.js) in Hindi.
export const handle = grahanFileHandle;
export const loader = calendarLoader;
