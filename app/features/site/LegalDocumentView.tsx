import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";

import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { LANGUAGE_TAGS, pathInLanguage } from "~/domain/language";
import { RETENTION } from "~/domain/session-policy";
import { slugify } from "~/domain/slug";
import { englishPathOf, legalDocument } from "~/locales/content/legal/documents";
import type { LegalDocument, LegalSlug } from "~/locales/content/legal/types";
import { translator } from "~/locales/i18n";
import type { siteFrame } from "~/pages/site-frame.server";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

/** What a placeholder says when its value is not published, in the page's language. */
export type PlaceholderWords = { noContact: string; grievanceOfficer: string; grievanceForm: string; englishVersion: string };

export type PlaceholderValues = {
  brand: string;
  legalName: string;
  contact: { email: string; phone: string } | null;
  /** The configured retention of closed applications (the privacy page's loader says it). */
  closedApplicationDays: number;
  grievanceOfficer: { name: string; email: string } | null;
  /** The grievance form in the page's edition. */
  grievanceFormPath: string;
  /** The English text a translation defers to ({englishVersion}); none on an English page. */
  englishPath: string | null;
  words: PlaceholderWords;
};

const GRIEVANCE_FORM_PATH = "/grievance";

/** The brand, legal name and contact details from the root loader, as the content's placeholders need them. */
export function usePlaceholderValues(): PlaceholderValues {
  const root = useRouteLoaderData<typeof siteFrame>("root");
  const language = useLanguage();
  const { t } = useTranslation("legal");
  return {
    brand: root?.site.brand ?? "Grahavani",
    legalName: root?.site.legalName ?? "Grahavani Astro Services Private Limited",
    contact: root?.contact ?? null,
    closedApplicationDays: RETENTION.closedApplicationsDays,
    grievanceOfficer: root?.grievanceOfficer ?? null,
    grievanceFormPath: pathInLanguage(GRIEVANCE_FORM_PATH, language),
    englishPath: null,
    words: {
      noContact: t("noContact"),
      grievanceOfficer: t("grievanceOfficer"),
      grievanceForm: t("grievanceForm"),
      englishVersion: t("englishVersion"),
    },
  };
}

/** Plain text with the placeholders filled in (titles, attributes, about page). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    switch (name) {
      case "brand":
        return values.brand;
      case "legalName":
        return values.legalName;
      case "contactEmail":
        return values.contact?.email ?? values.words.noContact;
      case "contactPhone":
        return values.contact?.phone ?? values.words.noContact;
      case "closedApplicationDays":
        return String(values.closedApplicationDays);
      case "grievanceOfficerName":
        return values.grievanceOfficer?.name ?? values.words.grievanceOfficer;
      case "grievanceOfficerEmail":
        return values.grievanceOfficer?.email ?? values.contact?.email ?? values.words.noContact;
      case "grievanceForm":
        return `${values.words.grievanceForm} (${values.grievanceFormPath})`;
      case "englishVersion":
        return values.englishPath ? `${values.words.englishVersion} (${values.englishPath})` : values.words.englishVersion;
      default:
        return whole;
    }
  });
}

/**
 * Text with placeholders filled in: the e-mail addresses, the phone number, the grievance form
 * and a translation's English text as links.
 */
function RichText({ text, values }: { text: string; values: PlaceholderValues }) {
  const parts = text.split(/(\{contactEmail\}|\{contactPhone\}|\{grievanceOfficerEmail\}|\{grievanceForm\}|\{englishVersion\})/);
  const nodes: ReactNode[] = parts.map((part, index) => {
    if (part === "{grievanceOfficerEmail}" && values.grievanceOfficer) {
      return (
        <a key={index} href={`mailto:${values.grievanceOfficer.email}`}>
          {values.grievanceOfficer.email}
        </a>
      );
    }
    if (part === "{grievanceForm}") {
      return (
        <Link key={index} to={values.grievanceFormPath}>
          {values.words.grievanceForm}
        </Link>
      );
    }
    if (part === "{englishVersion}" && values.englishPath) {
      // The other edition: a whole new document, as the language switch links it.
      return (
        <a key={index} href={values.englishPath} hrefLang={LANGUAGE_TAGS.en}>
          {values.words.englishVersion}
        </a>
      );
    }
    if (part === "{contactEmail}" && values.contact) {
      return (
        <a key={index} href={`mailto:${values.contact.email}`}>
          {values.contact.email}
        </a>
      );
    }
    if (part === "{contactPhone}" && values.contact) {
      return (
        <a key={index} href={`tel:${values.contact.phone.replace(/[^\d+]/g, "")}`}>
          {values.contact.phone}
        </a>
      );
    }
    return <Fragment key={index}>{fillPlaceholders(part, values)}</Fragment>;
  });
  return <>{nodes}</>;
}

/**
 * A legal page: title, last-updated date, table of contents and sections; `values` as the page's
 * loader knows them. Its sections' anchors come from the English headings, the same in both
 * editions.
 */
export function LegalDocumentView({ document, values: given }: { document: LegalDocument; values?: Partial<PlaceholderValues> }) {
  const { t } = useTranslation("legal");
  const language = useLanguage();
  const values: PlaceholderValues = {
    ...usePlaceholderValues(),
    englishPath: language === "en" ? null : englishPathOf(document.slug),
    ...given,
  };
  const english = legalDocument(document.slug, "en");
  const sections = document.sections.map((section, index) => ({
    ...section,
    id: slugify(english.sections[index]?.heading ?? "") || `section-${index + 1}`,
  }));
  return (
    <article className="container section legal-page">
      <h1>{document.title}</h1>
      <p className="legal-updated">{t("lastUpdated", { date: document.lastUpdated })}</p>
      <p className="lead">
        <RichText text={document.intro} values={values} />
      </p>

      <nav className="legal-toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title">{t("contents")}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section) => (
        <section key={section.id} id={section.id} className="legal-section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          {section.blocks.map((block, index) =>
            block.kind === "p" ? (
              <p key={index}>
                <RichText text={block.text} values={values} />
              </p>
            ) : (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>
                    <RichText text={item} values={values} />
                  </li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}

/** A legal page's meta tags, in the page's language: its document's title and description. */
export function legalPageMeta(slug: LegalSlug): MetaFunction {
  return ({ matches }) => {
    const site = siteFromMatches(matches);
    const document = legalDocument(slug, site.language);
    const t = translator(site.language);
    return pageMeta(site, {
      title: `${site.brand} - ${document.title}`,
      description: document.metaDescription.replace(/\{brand\}/g, site.brand),
      keywords: t(`legal:keywords.${slug}`),
      path: englishPathOf(slug),
    });
  };
}
