import { useLoaderData, useLocation } from "@remix-run/react";

import type { eclipseLoader as loader } from "~/features/grahan/grahan-loaders.server";
import { grahanHandle, grahanHeaders, grahanMeta } from "~/features/grahan/grahan-route";
import { GrahanView } from "~/features/grahan/GrahanView";

// /grahan/<year>/<eclipse>: one eclipse ('chandra-03-03', 'surya-08-02') as a city sees it.
export const handle = grahanHandle;
export { eclipseLoader as loader } from "~/features/grahan/grahan-loaders.server";
export const headers = grahanHeaders;
export const meta = grahanMeta;

export default function Grahan() {
  return <GrahanView data={useLoaderData<typeof loader>()} path={useLocation().pathname} />;
}
