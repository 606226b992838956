import { kindHandle } from "~/features/muhurat/muhurat-route";

// /muhurat: this year's vivah muhurats, by redirect.
export const handle = kindHandle;
export { kindLoader as loader } from "~/features/muhurat/muhurat-loaders.server";

export default function Muhurat() {
  return null;
}
