import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { loaderCacheControl, PRIVATE_NO_STORE } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { KundliReport } from "~/features/kundli/KundliReport";
import { queryChooserForm } from "~/features/kundli/KundliVargas";
import { wordsMeta } from "~/seo/words-meta";

import type { loader } from "./profile_.kundli.server";

export { loader } from "./profile_.kundli.server";

// A page to read: no script.
export const handle: RouteHandle = { i18n: ["kundli", "panchang"], formStyles: true, costlyWork: ["GET"], renderedOnPagePool: true };

export const headers = loaderCacheControl(PRIVATE_NO_STORE);

export default function MyKundli() {
  const { birth, kundli, missing } = useLoaderData<typeof loader>();
  const { t } = useTranslation("kundli");
  const to = useLocalePath();
  return (
    <div className="container section kundli-page">
      <p className="eyebrow">{t("mine.heading")}</p>
      {birth && kundli ? (
        <>
          <KundliReport birth={birth} kundli={kundli} headingLevel={1} chooserForm={queryChooserForm(to("/profile/kundli"))} />
          <p className="field-hint">
            {t("mine.fromProfile", { place: birth.place.label })} {t("mine.clockNote")}{" "}
            <Link to={to("/kundli")}>{t("seo.chartTitle")}</Link>
          </p>
        </>
      ) : (
        <>
          <h1>{t("mine.heading")}</h1>
          <p>{missing?.missing === "place" && missing.typed ? t("mine.placeNotFound", { place: missing.typed }) : t("mine.missing")}</p>
          <p>
            <Link to={to("/profile")} className="button">
              {missing?.missing === "place" && missing.typed ? t("mine.choosePlace") : t("mine.addDetails")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction = wordsMeta("kundli:mine.heading", "kundli:seo.description", "/profile/kundli");
