import { Form } from "@remix-run/react";

import { useTranslation } from "~/components/use-translation";
import { CHART_STYLES, CHART_VIEW_FIELDS, type ChartView } from "~/domain/chart-view";
import type { ChartBody, ChartRow } from "~/jyotish";
import { DRAWN_VARGAS, VARGAS } from "~/jyotish/zodiac";

type Props = {
  rows: ChartRow[];
  view: ChartView;
  /** The chosen chart, drawn. */
  figure: JSX.Element;
  /** The form the chooser is sent in (the kundli page's post, "my kundli"'s query), given the chooser's fields. */
  chooserForm?: (fields: JSX.Element) => JSX.Element;
  shortName: (body: ChartBody) => string;
  fullName: (body: ChartBody) => string;
};

/**
 * The divisional charts: a plain form to choose one of the drawn vargas and its style (it works
 * without JavaScript), the chosen one drawn, and every body's sign in all sixteen as one table.
 */
export function KundliVargas({ rows, view, figure, chooserForm, shortName, fullName }: Props) {
  const { t } = useTranslation("kundli");
  const fields = (
    <fieldset className="kundli-chooser">
      <legend>{t("varga.choose")}</legend>
      <label>
        <span>{t("varga.chart")}</span>
        <select name={CHART_VIEW_FIELDS.varga} defaultValue={String(view.varga)}>
          {DRAWN_VARGAS.map((varga) => (
            <option key={varga} value={varga}>
              {t(`varga.name.${varga}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="kundli-styles">
        <legend>{t("varga.style")}</legend>
        {CHART_STYLES.map((style) => (
          <label key={style}>
            <input type="radio" name={CHART_VIEW_FIELDS.style} value={style} defaultChecked={view.style === style} />{" "}
            {t(`varga.styleName.${style}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button-secondary">
        {t("varga.show")}
      </button>
    </fieldset>
  );
  return (
    <>
      <p className="no-print">{t("varga.intro")}</p>
      {chooserForm ? chooserForm(fields) : null}
      <div className="kundli-charts kundli-varga-charts">{figure}</div>
      {/* The table of sixteen is for the screen: a printed chart keeps to two A4 pages. */}
      <p className="kundli-subheading no-print">{t("varga.tableHeading")}</p>
      <p className="field-hint no-print">{t("varga.tableIntro")}</p>
      <div className="table-scroll no-print">
        <table className="kundli-table kundli-vargas">
          <thead>
            <tr>
              <th scope="col">{t("varga.vargaColumn")}</th>
              {rows.map((row) => (
                <th scope="col" key={row.body}>
                  <abbr title={fullName(row.body)}>{shortName(row.body)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {VARGAS.map((varga, index) => (
              <tr key={varga} aria-current={varga === view.varga ? "true" : undefined}>
                <th scope="row">{t(`varga.name.${varga}`)}</th>
                {rows.map((row) => (
                  <td key={row.body}>{row.vargas[index] + 1}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The chooser sent as a query to the page's own address (a page read by GET), back at the chooser. */
export function queryChooserForm(action: string) {
  return function QueryChooserForm(fields: JSX.Element) {
    return (
      <Form action={`${action}#vargas`} method="get" className="kundli-chooser-form">
        {fields}
      </Form>
    );
  };
}
