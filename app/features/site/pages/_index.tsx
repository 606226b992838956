import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { JsonLd } from "~/components/JsonLd";
import { useLocalePath } from "~/components/language";
import { LinkButtons } from "~/components/LinkButtons";
import { PanchangGlance } from "~/components/PanchangGlance";
import { useTranslation } from "~/components/use-translation";
import { NO_STORE } from "~/domain/http-cache";
import { LANGUAGE_TAGS, pathInLanguage } from "~/domain/language";
import type { RouteHandle } from "~/domain/route-handle";
import { BlogCarousel } from "~/features/site/BlogCarousel";
import { DailyHoroscopeWidget, SignIcons } from "~/features/site/DailyHoroscopeWidget";
import { LandingSection } from "~/features/site/LandingSection";
import { translator } from "~/locales/i18n";
import type { siteFrame } from "~/pages/site-frame.server";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { loader } from "./_index.server";

// Named in full: the browser build stands one empty module in for each server module's name as
// written, and the admin dashboard's "./_index.server" would otherwise share it, a file of its own.
export { loader } from "~/features/site/pages/_index.server";

export const handle: RouteHandle = { i18n: ["home", "panchang"] };

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE,
  // The English page invites some visitors to the Hindi edition (their cookie, their browser's languages).
  Vary: loaderHeaders.get("Vary") ?? "Cookie",
});

export default function Home() {
  const { daily, blogs, promoVideoUrl, structuredData, invite, glance } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof siteFrame>("root");
  const brand = root?.site.brand ?? "Grahavani";
  const { t } = useTranslation(["home", "common"]);
  const to = useLocalePath();
  return (
    <>
      {invite ? (
        // In Hindi whatever the page's language: it speaks to a reader of Hindi.
        <p className="language-invitation" lang={LANGUAGE_TAGS.hi}>
          {t("invitation", { lng: "hi" })}{" "}
          <a href={pathInLanguage("/", "hi")} hrefLang={LANGUAGE_TAGS.hi}>
            {t("invitationLink", { lng: "hi" })}
          </a>
        </p>
      ) : null}
      <section className="hero">
        <div className="container hero-grid">
          <div>
            <h1>{t("heroTitle")}</h1>
            <p>{t("heroText")}</p>
            <LinkButtons
              className="hero-actions"
              accent
              main={{ to: to("/call-with-astrologer"), label: t("common:nav.callWithAstrologer") }}
              other={{ to: to("/chat-with-astrologer"), label: t("common:nav.chatWithAstrologer") }}
            />
          </div>
          {promoVideoUrl ? (
            // preload="none": a phone downloads the video only when its owner presses play. The
            // operator configures the video by address (PROMO_VIDEO_URL) and no caption file comes with it.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video className="hero-media" controls preload="none" poster="/images/home/hero-poster.svg" width={640} height={360}>
              <source src={promoVideoUrl} />
            </video>
          ) : (
            <img className="hero-media" src="/images/home/hero-poster.svg" alt="" width={640} height={360} />
          )}
        </div>
      </section>

      <LandingSection id="free-daily" heading={t("freeDaily")}>
        <SignIcons />
      </LandingSection>

      <div className="container">{glance ? <PanchangGlance glance={glance} today /> : null}</div>

      <LandingSection id="kundli-invite" heading={t("kundliInvite.heading")}>
        <ul className="invite-cards">
          <li>
            <Link to={to("/kundli")}>{t("kundliInvite.kundli")}</Link>
            <p>{t("kundliInvite.kundliText")}</p>
          </li>
          <li>
            <Link to={to("/kundli-milan")}>{t("kundliInvite.milan")}</Link>
            <p>{t("kundliInvite.milanText")}</p>
          </li>
        </ul>
      </LandingSection>

      <section className="container">
        <div className="banner banner-app">
          <div>
            <h2>{t("appTitle", { brand })}</h2>
            <p>{t("appText")}</p>
          </div>
          <a className="button button-accent" href={to(root?.appStoreUrl ?? "/app-download")} rel="noopener">
            {t("downloadApp")}
          </a>
        </div>
      </section>

      <LandingSection id="latest-blogs" heading={t("latestBlogs")}>
        <BlogCarousel blogs={blogs} />
        <p>
          <Link to={to("/blogs")}>{t("allBlogs")}</Link>
        </p>
      </LandingSection>

      <section className="container">
        <div className="banner banner-chat">
          <div>
            <h2>{t("questionTitle")}</h2>
            <p>{t("questionText")}</p>
          </div>
          <Link className="button" to={to("/chat-with-astrologer")}>
            {t("common:nav.chatWithAstrologer")}
          </Link>
        </div>
      </section>

      <div className="container section">
        <DailyHoroscopeWidget data={daily} />
      </div>
      <JsonLd data={structuredData} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translator(site.language);
  return pageMeta(site, {
    title: t("home:metaTitle", { brand: site.brand }),
    description: t("home:metaDescription"),
    keywords: t("home:metaKeywords"),
    path: "/",
  });
};
