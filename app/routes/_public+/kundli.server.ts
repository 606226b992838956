import type { ActionFunctionArgs } from "@remix-run/node";

import { chartViewOf } from "~/domain/chart-view";
import { kundliValidator } from "~/forms/validators/kundli";
import { answerBirthPost, birthFormLoader, oneList } from "~/pages/birth-form.server";
import { kundliOf } from "~/services/kundli.server";

export const loader = birthFormLoader;

// The answer is the chart itself, made for this post alone, with the divisional chart it asks for.
export async function action({ request }: ActionFunctionArgs) {
  return answerBirthPost(
    request,
    [undefined],
    kundliValidator,
    ([birth], form) => ({ birth, kundli: kundliOf(birth, new Date(), chartViewOf(form)) }),
    oneList,
  );
}
