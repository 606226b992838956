import "~/components/shared-browser-code";

import { grahanFileHandle } from "~/pages/grahan";
import { calendarLoader } from "~/pages/grahan.server";

// A year's eclipses seen in a city as a calendar file; under /hi (remix.config.js) in Hindi.
export const handle = grahanFileHandle;
export const loader = calendarLoader;
