import "~/components/shared-browser-code";

import { useLoaderData } from "@remix-run/react";

import { GrahanView } from "~/components/GrahanView";
import { grahanHandle, grahanHeaders, grahanMeta } from "~/pages/grahan";
import { nowLoader } from "~/pages/grahan.server";

// /grahan: this year's eclipses and the next year's, for New Delhi or the city asked.
export const handle = grahanHandle;
export const loader = nowLoader;
export const headers = grahanHeaders;
export const meta = grahanMeta;

export default function GrahanNow() {
  return <GrahanView data={useLoaderData<typeof loader>()} path="/grahan" />;
}
