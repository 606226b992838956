import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { LinkButtons } from "~/components/LinkButtons";
import { useTranslation } from "~/components/use-translation";
import { publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import type { siteFrame } from "~/pages/site-frame.server";
import { wordsMeta } from "~/seo/words-meta";

export const handle: RouteHandle = { hydrate: true, i18n: "onboarding" };

// Spec §2: "a thank-you page for astrologer registration under review". What happens after
// the documents are in (spec §1: the provider verifies, then writes by e-mail).

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

export default function AstrologerThankYou() {
  const { t } = useTranslation(["onboarding"]);
  const to = useLocalePath();
  const brand = useRouteLoaderData<typeof siteFrame>("root")?.site.brand ?? "Grahavani";
  return (
    <section className="container narrow section onboarding-page">
      <h1>{t("onboarding:thankYou.title")}</h1>
      <p className="lead">{t("onboarding:thankYou.lead")}</p>
      <h2>{t("onboarding:thankYou.whatNext")}</h2>
      <ol className="onboarding-steps">
        <li>{t("onboarding:thankYou.check")}</li>
        <li>{t("onboarding:thankYou.email")}</li>
        <li>{t("onboarding:thankYou.app", { brand })}</li>
      </ol>
      <p>{t("onboarding:thankYou.earnings")}</p>
      <LinkButtons
        main={{ to: to("/astrologer-status"), label: t("onboarding:thankYou.status") }}
        other={{ to: to("/app-download"), label: t("onboarding:thankYou.getApp") }}
      />
    </section>
  );
}

export const meta: MetaFunction = wordsMeta(
  "onboarding:thankYou.metaTitle",
  "onboarding:thankYou.metaDescription",
  "/astrologer-thank-you",
);
