import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import type { RouteHandle } from "~/domain/route-handle";
import { KundliReport } from "~/features/kundli/KundliReport";
import { queryChooserForm } from "~/features/kundli/KundliVargas";
import { wordsMeta } from "~/seo/words-meta";

import { type loader, SHARED_CHART_HEADERS } from "./kundli_.shared.$token.server";

export { loader } from "./kundli_.shared.$token.server";

// A chart to read: no script.
export const handle: RouteHandle = { i18n: ["kundli", "panchang"], formStyles: true, costlyWork: ["GET"], renderedOnPagePool: true };

export const headers: HeadersFunction = () => SHARED_CHART_HEADERS;

export default function SharedChart() {
  const { name, birth, kundli } = useLoaderData<typeof loader>();
  const { t } = useTranslation("kundli");
  const to = useLocalePath();
  const { pathname } = useLocation();
  return (
    <div className="container section kundli-page">
      <p className="eyebrow">{t("kept.shared.eyebrow")}</p>
      {birth && kundli ? (
        <KundliReport birth={birth} kundli={kundli} headingLevel={1} chooserForm={queryChooserForm(pathname)} />
      ) : (
        <>
          <h1>{name}</h1>
          <p>{t("kept.placeLost")}</p>
        </>
      )}
      <p className="field-hint no-print">
        {t("kept.shared.note")} <Link to={to("/kundli")}>{t("seo.chartTitle")}</Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction = wordsMeta("kundli:kept.shared.eyebrow", "kundli:seo.description", "/kundli");
