import type { ActionFunctionArgs } from "@remix-run/node";

import { kundliValidator } from "~/forms/validators/kundli";
import { answerBirthPost, birthFormLoader, oneList } from "~/pages/birth-form.server";
import { kundliOf } from "~/services/kundli.server";

export const loader = birthFormLoader;

// The answer is the chart itself, made for this post alone.
export async function action({ request }: ActionFunctionArgs) {
  return answerBirthPost(request, [undefined], kundliValidator, ([birth]) => ({ birth, kundli: kundliOf(birth, new Date()) }), oneList);
}
