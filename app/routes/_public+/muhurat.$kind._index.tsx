import "~/components/shared-browser-code";

import { kindHandle } from "~/pages/muhurat";
import { kindLoader } from "~/pages/muhurat.server";

// /muhurat/<kind>: this year's calendar of the ceremony, by redirect.
export const handle = kindHandle;
export const loader = kindLoader;

export default function MuhuratOfKind() {
  return null;
}
