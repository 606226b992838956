import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { ErrorSummary, SelectField, TextField } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { loaderCacheControl, PRIVATE_NO_STORE } from "~/domain/http-cache";
import { KEPT_CHART_RELATIONS } from "~/domain/kept-charts";
import type { RouteHandle } from "~/domain/route-handle";
import { KeptChartLine } from "~/features/kundli/KeptChartLine";
import { KundliReport } from "~/features/kundli/KundliReport";
import { queryChooserForm } from "~/features/kundli/KundliVargas";
import { KEPT_CHART_FIELDS } from "~/forms/kept-chart";
import { TEXT_LIMITS } from "~/forms/text-input";
import { keptChartValidator } from "~/forms/validators/kept-chart";
import type { siteFrame } from "~/pages/site-frame.server";
import { wordsMeta } from "~/seo/words-meta";

import type { loader } from "./my-kundlis.$id.server";

export { action, loader } from "./my-kundlis.$id.server";

// A chart to read and plain forms (rename, send, delete, the divisional chart's GET): no script.
export const handle: RouteHandle = {
  i18n: ["kundli", "panchang", "forms"],
  formStyles: true,
  costlyWork: ["GET"],
  renderedOnPagePool: true,
};

export const headers = loaderCacheControl(PRIVATE_NO_STORE);

export default function KeptChartPage() {
  const { chart, birth, kundli, shareToken } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["kundli", "forms"]);
  const to = useLocalePath();
  const language = useLanguage();
  const origin = useRouteLoaderData<typeof siteFrame>("root")?.site.origin ?? "";
  const here = to(`/my-kundlis/${chart.id}`);
  const link = shareToken ? `${origin}${to(`/kundli/shared/${shareToken}`)}` : null;
  return (
    <div className="container section kundli-page">
      <p className="eyebrow no-print">
        <Link to={to("/my-kundlis")}>{t("kept.back")}</Link>
      </p>
      {birth && kundli ? (
        <KundliReport birth={birth} kundli={kundli} headingLevel={1} chooserForm={queryChooserForm(here)} />
      ) : (
        <>
          <h1>{chart.name}</h1>
          <KeptChartLine chart={chart} />
          <p>{t("kept.placeLost")}</p>
        </>
      )}

      <section className="kept-manage no-print" aria-labelledby="manage-heading">
        <h2 id="manage-heading">{t("kept.manage")}</h2>
        <ValidatedForm
          validator={keptChartValidator(language)}
          method="post"
          action={here}
          defaultValues={{ [KEPT_CHART_FIELDS.name]: chart.name, [KEPT_CHART_FIELDS.relation]: chart.relation }}
          noValidate
          className="stack"
        >
          <ErrorSummary
            labels={{ [KEPT_CHART_FIELDS.name]: t("kept.name"), [KEPT_CHART_FIELDS.relation]: t("kept.relation") }}
            message={t("messages.fixFields")}
          />
          <TextField name={KEPT_CHART_FIELDS.name} label={t("kept.name")} required maxLength={TEXT_LIMITS.personName} autoComplete="off" />
          <SelectField
            name={KEPT_CHART_FIELDS.relation}
            label={t("kept.relation")}
            required
            options={KEPT_CHART_RELATIONS.map((relation) => ({ value: relation, label: t(`kept.relationName.${relation}`) }))}
          />
          <div className="button-row">
            <button type="submit" name="intent" value="rename" className="button">
              {t("kept.save")}
            </button>
          </div>
        </ValidatedForm>

        <h2 id="share">{t("kept.share.heading")}</h2>
        <p>{t("kept.share.intro")}</p>
        {link ? (
          <p className="field">
            <label className="field-label" htmlFor="share-link">
              {t("kept.share.link")}
            </label>
            <input id="share-link" type="text" readOnly value={link} className="share-link" />
          </p>
        ) : null}
        <div className="button-row">
          <Form method="post" action={here}>
            <button type="submit" name="intent" value="share" className={link ? "button button-secondary" : "button"}>
              {link ? t("kept.share.remake") : t("kept.share.make")}
            </button>
          </Form>
          {link ? (
            <Form method="post" action={here}>
              <button type="submit" name="intent" value="unshare" className="button button-secondary">
                {t("kept.share.stop")}
              </button>
            </Form>
          ) : null}
        </div>

        <h2>{t("kept.deleteHeading")}</h2>
        <p>{t("kept.deleteNote")}</p>
        <Form method="post" action={here}>
          <button type="submit" name="intent" value="delete" className="button button-danger">
            {t("kept.delete")}
          </button>
        </Form>
      </section>
    </div>
  );
}

export const meta: MetaFunction = wordsMeta("kundli:kept.heading", "kundli:kept.intro", "/my-kundlis");
