import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { loaderCacheControl, PRIVATE_NO_STORE } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { KundliMilanResult } from "~/features/kundli/KundliMilanResult";
import { wordsMeta } from "~/seo/words-meta";

import type { loader } from "./my-kundlis.milan.server";

export { loader } from "./my-kundlis.milan.server";

// A match to read: no script.
export const handle: RouteHandle = { i18n: ["kundli", "panchang"], formStyles: true, costlyWork: ["GET"], renderedOnPagePool: true };

export const headers = loaderCacheControl(PRIVATE_NO_STORE);

export default function KeptMilan() {
  const { same, match } = useLoaderData<typeof loader>();
  const { t } = useTranslation("kundli");
  const to = useLocalePath();
  return (
    <div className="container section kundli-page">
      <p className="eyebrow no-print">
        <Link to={to("/my-kundlis")}>{t("kept.back")}</Link>
      </p>
      {match ? (
        <KundliMilanResult boy={match.boy} girl={match.girl} milan={match.milan} totals={match.totals} />
      ) : (
        <>
          <h1>{t("kept.milan.heading")}</h1>
          <p role="alert">{same ? t("kept.milan.same") : t("kept.placeLost")}</p>
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction = wordsMeta("kundli:kept.milan.heading", "kundli:kept.intro", "/my-kundlis/milan");
