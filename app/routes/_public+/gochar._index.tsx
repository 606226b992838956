import "~/components/shared-browser-code";

import { useLoaderData } from "@remix-run/react";

import { GocharView } from "~/components/GocharPages";
import { gocharHandle, gocharHeaders, gocharMeta } from "~/pages/gochar";
import { indexLoader } from "~/pages/gochar.server";

// /gochar: the grahas' transit pages of this year and the next.
export const handle = gocharHandle;
export const loader = indexLoader;
export const headers = gocharHeaders;
export const meta = gocharMeta;

export default function Gochar() {
  return <GocharView data={useLoaderData<typeof loader>()} />;
}
