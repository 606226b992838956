import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { loaderCacheControl, PRIVATE_NO_STORE } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { KeptChartLine } from "~/features/kundli/KeptChartLine";
import { wordsMeta } from "~/seo/words-meta";

import type { loader } from "./my-kundlis._index.server";

export { loader } from "./my-kundlis._index.server";

// A page to read and two plain forms (a GET each): no script.
export const handle: RouteHandle = { i18n: ["kundli", "panchang"], formStyles: true };

export const headers = loaderCacheControl(PRIVATE_NO_STORE);

export default function MyKundlis() {
  const { charts, max } = useLoaderData<typeof loader>();
  const { t } = useTranslation("kundli");
  const to = useLocalePath();
  return (
    <div className="container section kundli-page">
      <h1>{t("kept.heading")}</h1>
      <p className="lead">{t("kept.intro")}</p>
      {charts.length ? (
        <>
          <p className="field-hint">{t("kept.count", { count: charts.length, max })}</p>
          <ul className="kept-charts">
            {charts.map((chart) => (
              <li key={chart.id}>
                <Link to={to(`/my-kundlis/${chart.id}`)} aria-label={t("kept.open", { name: chart.name })}>
                  {chart.name}
                </Link>
                <KeptChartLine chart={chart} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t("kept.none")}</p>
      )}
      <p>
        <Link to={to("/kundli")} className="button">
          {t("kept.make")}
        </Link>
      </p>

      <h2>{t("kept.milan.heading")}</h2>
      {charts.length >= 2 ? (
        <Form method="get" action={to("/my-kundlis/milan")} className="stack kept-milan">
          {(["boy", "girl"] as const).map((person, index) => (
            <label key={person} className="field">
              <span className="field-label">{t(`kept.milan.${person}`)}</span>
              <select name={person} defaultValue={String(charts[index].id)}>
                {charts.map((chart) => (
                  <option key={chart.id} value={chart.id}>
                    {chart.name} ({t(`kept.relationName.${chart.relation}`)})
                  </option>
                ))}
              </select>
            </label>
          ))}
          <div className="button-row">
            <button type="submit" className="button">
              {t("kept.milan.submit")}
            </button>
          </div>
        </Form>
      ) : (
        <p>{t("kept.milan.needTwo")}</p>
      )}
    </div>
  );
}

export const meta: MetaFunction = wordsMeta("kundli:kept.heading", "kundli:kept.intro", "/my-kundlis");
