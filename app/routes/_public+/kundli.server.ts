import type { ActionFunctionArgs } from "@remix-run/node";

import { answerBirthPost, birthFormLoader, oneList } from "~/pages/birth-form.server";
import { kundliOf } from "~/services/kundli.server";
import { kundliValidator } from "~/validators/kundli";

export const loader = birthFormLoader;

// The answer is the chart itself, made for this post alone.
export async function action({ request }: ActionFunctionArgs) {
  return answerBirthPost(request, [undefined], kundliValidator, ([birth]) => ({ birth, kundli: kundliOf(birth, new Date()) }), oneList);
}
