// "Keep this chart" on the kundli page's answer: the chart's birth posted again with a name and
// whose chart it is. Kept, the customer goes to the chart under My kundlis; refused, the same
// chart comes back with the message beside the keep form's field and its values kept.
import { data } from "@remix-run/node";

import { chartViewOf } from "~/domain/chart-view";
import { KEPT_CHARTS_MAX } from "~/domain/kept-charts";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import type { BirthDetails } from "~/forms/birth-details";
import { KEEP_SUBACTION } from "~/forms/kept-chart";
import { FORM_ERROR } from "~/forms/validation";
import { keptChartValidator } from "~/forms/validators/kept-chart";
import { kundliValidator } from "~/forms/validators/kundli";
import { redirectWithFlash } from "~/infra/responses.server";
import { translator } from "~/locales/i18n";
import { requireCustomer } from "~/pages/visitor-guards.server";
import { keepChart } from "~/services/kept-charts.server";
import { kundliOf } from "~/services/kundli.server";

import { headers, oneList, readBirthPost } from "./birth-form-loaders.server";

/** Whether a kundli post is the keep form's. */
export const isKeepPost = (form: FormData) => form.get("subaction") === KEEP_SUBACTION;

export async function keepPostedChart(request: Request, form: FormData) {
  const { customer } = await requireCustomer(request);
  const language = languageOfRequest(request);
  const t = translator(language);
  const read = await readBirthPost(request, form, [undefined], kundliValidator, oneList);
  if ("refusal" in read) return read.refusal;
  const [birth] = read.births;
  const details = read.data as BirthDetails;
  const fields = await keptChartValidator(language).validate(form);
  const refuse = (fieldErrors: Record<string, string>) =>
    data(
      {
        birth,
        kundli: kundliOf(birth, new Date(), chartViewOf(form)),
        fieldErrors,
        subaction: KEEP_SUBACTION,
        repopulateFields: { ...read.submitted, ...(fields.submittedData as Record<string, unknown>) },
      },
      { status: 422, headers },
    );
  if (fields.error) return refuse(fields.error.fieldErrors);
  const kept = await keepChart(customer.id, {
    name: fields.data.chart_name,
    relation: fields.data.relation,
    date: birth.date,
    time: birth.time,
    place: birth.place.key,
    clock: details.clock,
  });
  if ("full" in kept) return refuse({ [FORM_ERROR]: t("kundli:kept.full", { max: KEPT_CHARTS_MAX }) });
  return redirectWithFlash(pathInLanguage(`/my-kundlis/${kept.id}`, language), {
    kind: "success",
    text: t("kundli:kept.kept", { name: fields.data.chart_name }),
  });
}
