import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { fillPlaceholders, usePlaceholderValues } from "~/components/LegalDocumentView";
import { aboutPage } from "~/content/about";
import { publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

export default function About() {
  const values = usePlaceholderValues();
  const fill = (text: string) => fillPlaceholders(text, values);
  return (
    <article className="container section about-page">
      <h1>{aboutPage.title}</h1>
      <p className="lead">{fill(aboutPage.intro)}</p>
      {aboutPage.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
        </section>
      ))}
      <p className="about-faq">
        <Link className="button" to="/faq">
          Read our frequently asked questions
        </Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - ${aboutPage.title}`,
    description: aboutPage.metaDescription,
    path: "/about",
  });
};
