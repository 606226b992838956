import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { FaqAccordion, faqStructuredData } from "~/components/FaqAccordion";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { JsonLd } from "~/components/JsonLd";
import { Link } from "~/components/links";
import { SignImage } from "~/components/SignImage";
import { SignLinks } from "~/components/SignLinks";
import { CURRENT_YEARLY_YEAR, getYearlyHoroscope } from "~/content/yearly-horoscopes";
import { signFromSlug, signFromYearlySlug, SIGNS } from "~/domain/horoscope";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";

export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.sign ?? "";
  const sign = signFromYearlySlug(slug);
  if (!sign) {
    // 'taurus' (and any letter case) lead to the site's own spelling of the page.
    const alias = signFromSlug(slug);
    if (alias) throw redirect(`/yearly-horoscope/${alias.yearlySlug}`, 301);
    throw json(null, { status: 404 });
  }
  if (slug !== sign.yearlySlug) throw redirect(`/yearly-horoscope/${sign.yearlySlug}`, 301);
  const content = getYearlyHoroscope(CURRENT_YEARLY_YEAR, sign.yearlySlug);
  if (!content) throw json(null, { status: 404 });
  const index = SIGNS.indexOf(sign);
  const previous = SIGNS[index - 1] ?? null;
  const next = SIGNS[index + 1] ?? null;
  return json(
    {
      year: CURRENT_YEARLY_YEAR,
      signSlug: sign.slug,
      content,
      previous: previous && { name: previous.name, yearlySlug: previous.yearlySlug },
      next: next && { name: next.name, yearlySlug: next.yearlySlug },
    },
    { headers: { "Cache-Control": publicCache(3600, 86400) } },
  );
}

export const headers = loaderCacheControl(publicCache(300));

function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}

export default function YearlyHoroscope() {
  const { content, previous, next, signSlug, year } = useLoaderData<typeof loader>();
  const sign = signFromSlug(signSlug)!;
  return (
    <article className="container section yearly-page">
      <header className="yearly-head">
        <SignImage sign={sign} size={112} eager />
        <div>
          <h1>{content.heading}</h1>
          <p className="sign-dates">{sign.dates}</p>
        </div>
      </header>
      <Paragraphs items={content.intro} />

      <h2>Love and Relationships</h2>
      <Paragraphs items={content.love} />
      <h2>Career and Finances</h2>
      <Paragraphs items={content.career} />
      <h2>Health &amp; Wellness</h2>
      <Paragraphs items={content.health} />
      {content.extraSections?.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <Paragraphs items={section.paragraphs} />
        </section>
      ))}
      <h2>Astrological Remedies</h2>
      <ol className="remedies">
        {content.remedies.map((remedy) => (
          <li key={remedy}>{remedy}</li>
        ))}
      </ol>

      <aside className="consult-box" aria-label="Talk to an astrologer">
        <p>Want guidance for your own chart in {year}? Talk to a verified astrologer in our mobile app — your first 5 minutes are free.</p>
        <p className="hero-actions">
          <Link className="button" to="/chat-with-astrologer">
            Chat with Astrologer
          </Link>
          <Link className="button button-light" to="/call-with-astrologer">
            Call Astrologer
          </Link>
        </p>
      </aside>

      <section aria-labelledby="yearly-faq">
        <h2 id="yearly-faq">
          {sign.name} {year}: frequently asked questions
        </h2>
        <FaqAccordion items={content.faqs} name="yearly-faq" />
        <JsonLd data={faqStructuredData(content.faqs)} />
      </section>

      <nav className="sign-pager" aria-label="Other signs">
        {previous ? (
          <Link to={`/yearly-horoscope/${previous.yearlySlug}`} rel="prev">
            ← {previous.name} {year}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={`/yearly-horoscope/${next.yearlySlug}`} rel="next">
            {next.name} {year} →
          </Link>
        ) : null}
      </nav>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (!data) {
    return pageMeta(site, {
      title: `${site.brand} - Yearly Horoscope`,
      description: "Yearly horoscopes for all twelve zodiac signs.",
      path: "/yearly-horoscope",
      revisitAfter: "7 days",
      noindex: true,
    });
  }
  return pageMeta(site, {
    title: `${site.brand} - ${data.content.heading}`,
    description: data.content.metaDescription,
    keywords: data.content.keywords,
    path: `/yearly-horoscope/${data.content.signSlug}`,
    revisitAfter: "7 days",
  });
};

export function ErrorBoundary() {
  const page = (title: string) => (
    <div className="container error-page">
      <h1>{title}</h1>
      <p>Choose your sign:</p>
      <SignLinks href={(slug) => `/yearly-horoscope/${signFromSlug(slug)!.yearlySlug}`} />
    </div>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: () => page("Yearly horoscope not found") }}
      otherwise={() => page("Something went wrong")}
    />
  );
}
