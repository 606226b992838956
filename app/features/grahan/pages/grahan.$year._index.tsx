import { useLoaderData, useParams } from "@remix-run/react";

import type { yearLoader as loader } from "~/features/grahan/grahan-loaders.server";
import { grahanHandle, grahanHeaders, grahanMeta } from "~/features/grahan/grahan-route";
import { GrahanView } from "~/features/grahan/GrahanView";

// /grahan/<year>: a year's solar and lunar eclipses, for New Delhi or the city asked.
export const handle = grahanHandle;
export { yearLoader as loader } from "~/features/grahan/grahan-loaders.server";
export const headers = grahanHeaders;
export const meta = grahanMeta;

export default function GrahanOfYear() {
  return <GrahanView data={useLoaderData<typeof loader>()} path={`/grahan/${useParams().year}`} />;
}
