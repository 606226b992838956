import "~/components/shared-browser-code";

import { useLoaderData, useParams } from "@remix-run/react";

import { GrahanView } from "~/components/GrahanView";
import { grahanHandle, grahanHeaders, grahanMeta } from "~/pages/grahan";
import { yearLoader } from "~/pages/grahan.server";

// /grahan/<year>: a year's solar and lunar eclipses, for New Delhi or the city asked.
export const handle = grahanHandle;
export const loader = yearLoader;
export const headers = grahanHeaders;
export const meta = grahanMeta;

export default function GrahanOfYear() {
  return <GrahanView data={useLoaderData<typeof loader>()} path={`/grahan/${useParams().year}`} />;
}
