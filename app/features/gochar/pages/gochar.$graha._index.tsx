import { useLoaderData } from "@remix-run/react";

import type { grahaLoader as loader } from "~/features/gochar/gochar-loaders.server";
import { gocharHandle, gocharHeaders, gocharMeta } from "~/features/gochar/gochar-route";
import { GocharView } from "~/features/gochar/GocharPages";

// /gochar/<graha>: this year's page of the graha, by redirect; an unknown graha, the choices.
export const handle = gocharHandle;
export { grahaLoader as loader } from "~/features/gochar/gochar-loaders.server";
export const headers = gocharHeaders;
export const meta = gocharMeta;

export default function GocharOfGraha() {
  return <GocharView data={useLoaderData<typeof loader>()} />;
}
