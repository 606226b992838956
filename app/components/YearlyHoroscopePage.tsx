import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { useTranslation } from "~/components/use-translation";
import { signFromSlug, type SignSlug } from "~/domain/horoscope";
import { yearlyPath, type YearlySections } from "~/domain/yearly-horoscope";

import { FaqAccordion, faqStructuredData } from "./FaqAccordion";
import { JsonLd } from "./JsonLd";
import { useLanguage, useLocalePath } from "./language";
import { SignImage } from "./SignImage";

type Neighbour = { slug: string; yearlySlug: string } | null;

export type YearlyPageProps = {
  year: number;
  /** the daily pages' slug ('taurus') */
  signSlug: string;
  sections: YearlySections;
  previous: Neighbour;
  next: Neighbour;
  /** the other published years, each linked at its own address */
  otherYears: number[];
  /** links to the neighbours at their dated addresses (on a dated page) or the undated ones */
  dated: boolean;
  /** an administrator's preview: no structured data, and its links are text, so no tap leaves the form */
  preview?: boolean;
};

type OutProps = { to: string; className?: string; rel?: string; children: ReactNode; preview?: boolean };

/** A link out of the page; in the editor's preview only its text, as a tap would leave the form and lose what was typed. */
function Out({ to, className, rel, children, preview }: OutProps) {
  if (preview) return <span className={className}>{children}</span>;
  return (
    <Link to={to} className={className} rel={rel}>
      {children}
    </Link>
  );
}

function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </>
  );
}

/** One sign's yearly horoscope (spec §2 "Yearly horoscope"), for any year and both addresses. */
export function YearlyHoroscopePage({ year, signSlug, sections, previous, next, otherYears, dated, preview }: YearlyPageProps) {
  const sign = signFromSlug(signSlug)!;
  const { t } = useTranslation(["horoscope", "common"]);
  const to = useLocalePath();
  const language = useLanguage();
  const nameOf = (slug: string) => t(`common:signs.${slug as SignSlug}`);
  const signName = nameOf(sign.slug);
  const signPath = (yearlySlug: string) => to(dated ? yearlyPath(year, yearlySlug) : `/yearly-horoscope/${yearlySlug}`);
  return (
    <article className="container section yearly-page">
      <header className="yearly-head">
        <SignImage sign={sign} size={112} eager />
        <div>
          <h1>{t("yearlyPage.heading", { sign: signName, year })}</h1>
          <p className="sign-note">
            <span className="visually-hidden">{t("common:signNoteLabel")}: </span>
            {t(`common:signNote.${sign.slug}`)}
          </p>
        </div>
      </header>
      <Paragraphs items={sections.intro} />

      <h2>{t("yearlyPage.love")}</h2>
      <Paragraphs items={sections.love} />
      <h2>{t("yearlyPage.career")}</h2>
      <Paragraphs items={sections.career} />
      <h2>{t("yearlyPage.health")}</h2>
      <Paragraphs items={sections.health} />
      {sections.extraSections?.map((section, index) => (
        <section key={index}>
          <h2>{section.title}</h2>
          <Paragraphs items={section.paragraphs} />
        </section>
      ))}
      <h2>{t("yearlyPage.remedies")}</h2>
      <ol className="remedies">
        {sections.remedies.map((remedy, index) => (
          <li key={index}>{remedy}</li>
        ))}
      </ol>

      <aside className="consult-box" aria-label={t("yearlyPage.consultLabel")}>
        <p>{t("yearlyPage.consult", { year })}</p>
        <p className="hero-actions">
          <Out className="button" to={to("/chat-with-astrologer")} preview={preview}>
            {t("yearlyPage.chat")}
          </Out>
          <Out className="button button-light" to={to("/call-with-astrologer")} preview={preview}>
            {t("yearlyPage.call")}
          </Out>
        </p>
      </aside>

      <section aria-labelledby="yearly-faq">
        <h2 id="yearly-faq">{t("yearlyPage.faq", { sign: signName, year })}</h2>
        <FaqAccordion items={sections.faqs} name="yearly-faq" />
        {preview ? null : <JsonLd data={faqStructuredData(sections.faqs, language)} />}
      </section>

      <nav className="sign-pager" aria-label={t("yearlyPage.otherSigns")}>
        {previous ? (
          <Out to={signPath(previous.yearlySlug)} rel="prev" preview={preview}>
            ← {nameOf(previous.slug)} {year}
          </Out>
        ) : (
          <span />
        )}
        {next ? (
          <Out to={signPath(next.yearlySlug)} rel="next" preview={preview}>
            {nameOf(next.slug)} {year} →
          </Out>
        ) : null}
      </nav>

      {otherYears.length > 0 ? (
        <nav className="year-switch" aria-label={t("yearlyPage.otherYearsLabel", { sign: signName })}>
          <p>
            {t("yearlyPage.otherYears", { sign: signName })}{" "}
            {otherYears.map((other, index) => (
              <span key={other}>
                {index > 0 ? " · " : null}
                <Link to={to(yearlyPath(other, sign.yearlySlug))}>{other}</Link>
              </span>
            ))}
          </p>
        </nav>
      ) : null}
    </article>
  );
}
