import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Trans } from "react-i18next";

import { useLocalePath } from "~/components/language";
import { LinkButtons } from "~/components/LinkButtons";
import { useTranslation } from "~/components/use-translation";
import { GRIEVANCE_RESPONSE_DAYS } from "~/domain/grievance";
import { publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { wordsMeta } from "~/seo/words-meta";

// After a grievance is sent (post/redirect/get): the flash message above this page carries its
// reference number, the day we answer by and where we wrote; the page says what happens next,
// the same for all.

export const handle: RouteHandle = { i18n: "grievance" };

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

export default function GrievanceThankYou() {
  const { t } = useTranslation("grievance");
  const to = useLocalePath();
  return (
    <section className="container narrow section">
      <h1>{t("thankYou.title")}</h1>
      <h2>{t("thankYou.next")}</h2>
      <ol>
        <li>
          {t("thankYou.acknowledged")} <Trans t={t} i18nKey="thankYou.keepReference" components={{ data: <Link to={to("/my-data")} /> }} />
        </li>
        <li>{t("thankYou.lookedInto")}</li>
        <li>{t("thankYou.answered", { days: GRIEVANCE_RESPONSE_DAYS })}</li>
      </ol>
      <LinkButtons main={{ to: to("/"), label: t("thankYou.home") }} other={{ to: to("/grievance"), label: t("thankYou.another") }} />
    </section>
  );
}

export const meta: MetaFunction = wordsMeta("grievance:thankYou.metaTitle", "grievance:thankYou.metaDescription", "/grievance/thank-you");
