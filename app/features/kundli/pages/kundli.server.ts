import type { ActionFunctionArgs } from "@remix-run/node";

import { chartViewOf } from "~/domain/chart-view";
import { answerBirthPost, birthFormLoader, oneList } from "~/features/kundli/birth-form-loaders.server";
import { isKeepPost, keepPostedChart } from "~/features/kundli/keep-chart-loaders.server";
import { kundliValidator } from "~/forms/validators/kundli";
import { readForm } from "~/infra/form-data.server";
import { kundliOf } from "~/services/kundli.server";

export const loader = birthFormLoader;

// The answer is the chart itself, made for this post alone, with the divisional chart it asks
// for; or, from the keep form under a chart, the chart kept under My kundlis.
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (isKeepPost(form)) return keepPostedChart(request, form);
  return answerBirthPost(
    request,
    form,
    [undefined],
    kundliValidator,
    ([birth], form) => ({ birth, kundli: kundliOf(birth, new Date(), chartViewOf(form)) }),
    oneList,
  );
}
