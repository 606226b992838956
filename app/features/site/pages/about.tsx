import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { fillPlaceholders, usePlaceholderValues } from "~/features/site/LegalDocumentView";
import { aboutPageIn } from "~/locales/content/about";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

export const handle: RouteHandle = { i18n: ["pages", "legal"] };

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

export default function About() {
  const { t } = useTranslation("pages");
  const to = useLocalePath();
  const about = aboutPageIn(useLanguage());
  const values = usePlaceholderValues();
  const fill = (text: string) => fillPlaceholders(text, values);
  return (
    <article className="container section about-page">
      <h1>{about.title}</h1>
      <p className="lead">{fill(about.intro)}</p>
      {about.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
        </section>
      ))}
      <p className="about-faq">
        <Link className="button" to={to("/faq")}>
          {t("about.faqLink")}
        </Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const about = aboutPageIn(site.language);
  return pageMeta(site, {
    title: `${site.brand} - ${about.title}`,
    description: about.metaDescription,
    path: "/about",
  });
};
