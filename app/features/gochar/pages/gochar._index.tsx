import { useLoaderData } from "@remix-run/react";

import type { indexLoader as loader } from "~/features/gochar/gochar-loaders.server";
import { gocharHandle, gocharHeaders, gocharMeta } from "~/features/gochar/gochar-route";
import { GocharView } from "~/features/gochar/GocharPages";

// /gochar: the grahas' transit pages of this year and the next.
export const handle = gocharHandle;
export { indexLoader as loader } from "~/features/gochar/gochar-loaders.server";
export const headers = gocharHeaders;
export const meta = gocharMeta;

export default function Gochar() {
  return <GocharView data={useLoaderData<typeof loader>()} />;
}
