import { useLoaderData } from "@remix-run/react";

import type { yearLoader as loader } from "~/features/gochar/gochar-loaders.server";
import { gocharHeaders, gocharMeta, gocharYearHandle } from "~/features/gochar/gochar-route";
import { GocharView } from "~/features/gochar/GocharPages";

// /gochar/<graha>/<year>: a graha's transits of a year and their reading from each Moon sign.
export const handle = gocharYearHandle;
export { yearLoader as loader } from "~/features/gochar/gochar-loaders.server";
export const headers = gocharHeaders;
export const meta = gocharMeta;

export default function GocharOfYear() {
  return <GocharView data={useLoaderData<typeof loader>()} />;
}
