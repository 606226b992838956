import { useLoaderData } from "@remix-run/react";

import type { nowLoader as loader } from "~/features/grahan/grahan-loaders.server";
import { grahanHandle, grahanHeaders, grahanMeta } from "~/features/grahan/grahan-route";
import { GrahanView } from "~/features/grahan/GrahanView";

// /grahan: this year's eclipses and the next year's, for New Delhi or the city asked.
export const handle = grahanHandle;
export { nowLoader as loader } from "~/features/grahan/grahan-loaders.server";
export const headers = grahanHeaders;
export const meta = grahanMeta;

export default function GrahanNow() {
  return <GrahanView data={useLoaderData<typeof loader>()} path="/grahan" />;
}
