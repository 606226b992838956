import { kindHandle } from "~/features/muhurat/muhurat-route";

// /muhurat/<kind>: this year's calendar of the ceremony, by redirect.
export const handle = kindHandle;
export { kindLoader as loader } from "~/features/muhurat/muhurat-loaders.server";

export default function MuhuratOfKind() {
  return null;
}
