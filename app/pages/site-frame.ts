import { useRouteLoaderData } from "@remix-run/react";

import type { siteFrame } from "./site-frame.server";

/** What the root's loader gives every page (the site's name and contact, who is signed in), or undefined outside the root. */
export function useSiteFrame() {
  return useRouteLoaderData<typeof siteFrame>("root");
}
