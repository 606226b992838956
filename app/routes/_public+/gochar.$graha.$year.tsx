import "~/components/shared-browser-code";

import { useLoaderData } from "@remix-run/react";

import { GocharView } from "~/components/GocharPages";
import { gocharHeaders, gocharMeta, gocharYearHandle } from "~/pages/gochar";
import { yearLoader } from "~/pages/gochar.server";

// /gochar/<graha>/<year>: a graha's transits of a year and their reading from each Moon sign.
export const handle = gocharYearHandle;
export const loader = yearLoader;
export const headers = gocharHeaders;
export const meta = gocharMeta;

export default function GocharOfYear() {
  return <GocharView data={useLoaderData<typeof loader>()} />;
}
