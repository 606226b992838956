import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { PRIVATE_NO_STORE } from "~/domain/http-cache";
import { keptChartId } from "~/domain/kept-charts";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { chartNotFound, keptChartPage } from "~/features/kundli/kept-chart-page-loaders.server";
import { keptChartValidator } from "~/forms/validators/kept-chart";
import { readForm } from "~/infra/form-data.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { translator } from "~/locales/i18n";
import { requireCustomer } from "~/pages/visitor-guards.server";
import {
  deleteKeptChart,
  keptChartOf,
  renameKeptChart,
  shareKeptChart,
  shareTokenOf,
  stopSharingKeptChart,
} from "~/services/kept-charts.server";

const headers = { "Cache-Control": PRIVATE_NO_STORE };

// One of the customer's kept charts: theirs alone. Another customer's chart, an id that is not a
// number and one that was never made are the same 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, { comeBack: true });
  const language = languageOfRequest(request);
  const id = keptChartId(params.id);
  const chart = id === null ? null : await keptChartOf(customer.id, id);
  if (!chart) return chartNotFound(language);
  const [page, shareToken] = await Promise.all([keptChartPage(chart, request, language), shareTokenOf(customer.id, chart.id)]);
  return json({ chart, ...page, shareToken }, { headers });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request);
  const language = languageOfRequest(request);
  const t = translator(language);
  const id = keptChartId(params.id);
  const chart = id === null ? null : await keptChartOf(customer.id, id);
  if (!chart) return chartNotFound(language);
  const here = pathInLanguage(`/my-kundlis/${chart.id}`, language);
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "rename": {
      const result = await keptChartValidator(language).validate(form);
      if (result.error) return validationError(result.error, result.submittedData, { headers });
      await renameKeptChart(customer.id, chart.id, { name: result.data.chart_name, relation: result.data.relation });
      return redirectWithFlash(here, { kind: "success", text: t("kundli:kept.saved") });
    }
    case "delete":
      await deleteKeptChart(customer.id, chart.id);
      return redirectWithFlash(pathInLanguage("/my-kundlis", language), {
        kind: "success",
        text: t("kundli:kept.deleted", { name: chart.name }),
      });
    case "share":
      await shareKeptChart(customer.id, chart.id);
      return redirectWithFlash(`${here}#share`, { kind: "success", text: t("kundli:kept.share.made") });
    case "unshare":
      await stopSharingKeptChart(customer.id, chart.id);
      return redirectWithFlash(`${here}#share`, { kind: "success", text: t("kundli:kept.share.stopped") });
    default:
      return json({ message: t("common:errors.unreadableForm.title") }, { status: 400, headers });
  }
}
