import "~/components/shared-browser-code";

import { useLoaderData, useLocation } from "@remix-run/react";

import { GrahanView } from "~/components/GrahanView";
import { grahanHandle, grahanHeaders, grahanMeta } from "~/pages/grahan";
import { eclipseLoader } from "~/pages/grahan.server";

// /grahan/<year>/<eclipse>: one eclipse ('chandra-03-03', 'surya-08-02') as a city sees it.
export const handle = grahanHandle;
export const loader = eclipseLoader;
export const headers = grahanHeaders;
export const meta = grahanMeta;

export default function Grahan() {
  return <GrahanView data={useLoaderData<typeof loader>()} path={useLocation().pathname} />;
}
