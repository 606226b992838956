import "~/components/shared-browser-code";

import { useLoaderData } from "@remix-run/react";

import { GocharView } from "~/components/GocharPages";
import { gocharHandle, gocharHeaders, gocharMeta } from "~/pages/gochar";
import { grahaLoader } from "~/pages/gochar.server";

// /gochar/<graha>: this year's page of the graha, by redirect; an unknown graha, the choices.
export const handle = gocharHandle;
export const loader = grahaLoader;
export const headers = gocharHeaders;
export const meta = gocharMeta;

export default function GocharOfGraha() {
  return <GocharView data={useLoaderData<typeof loader>()} />;
}
