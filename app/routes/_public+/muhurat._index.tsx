import "~/components/shared-browser-code";

import { kindHandle } from "~/pages/muhurat";
import { kindLoader } from "~/pages/muhurat.server";

// /muhurat: this year's vivah muhurats, by redirect.
export const handle = kindHandle;
export const loader = kindLoader;

export default function Muhurat() {
  return null;
}
