import { Link, useRouteLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";

import type { LegalDocument } from "~/content/legal/types";
import { RETENTION } from "~/domain/session-policy";
import { slugify } from "~/domain/slug";
import type { loader as rootLoader } from "~/root";

export type PlaceholderValues = {
  brand: string;
  legalName: string;
  contact: { email: string; phone: string } | null;
  /** The configured retention of closed applications (the privacy page's loader says it). */
  closedApplicationDays: number;
  grievanceOfficer: { name: string; email: string } | null;
};

// Said in place of a contact detail the site has not published yet, so the page
// never shows a raw {contactEmail} (see ContactDetails in site-content.server.ts).
const NO_CONTACT = "our support team";

/** The brand, legal name and contact details from the root loader, as the content's placeholders need them. */
export function usePlaceholderValues(): PlaceholderValues {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return {
    brand: root?.site.brand ?? "Grahavani",
    legalName: root?.site.legalName ?? "Grahavani Astro Services Private Limited",
    contact: root?.contact ?? null,
    closedApplicationDays: RETENTION.closedApplicationsDays,
    grievanceOfficer: root?.grievanceOfficer ?? null,
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
        return values.contact?.email ?? NO_CONTACT;
      case "contactPhone":
        return values.contact?.phone ?? NO_CONTACT;
      case "closedApplicationDays":
        return String(values.closedApplicationDays);
      case "grievanceOfficerName":
        return values.grievanceOfficer?.name ?? "our Grievance Officer";
      case "grievanceOfficerEmail":
        return values.grievanceOfficer?.email ?? values.contact?.email ?? NO_CONTACT;
      case "grievanceForm":
        return `our grievance form (${GRIEVANCE_FORM_PATH})`;
      default:
        return whole;
    }
  });
}

const GRIEVANCE_FORM_PATH = "/grievance";

/** Text with placeholders filled in, the e-mail addresses, the phone number and the grievance form as links. */
function RichText({ text, values }: { text: string; values: PlaceholderValues }) {
  const parts = text.split(/(\{contactEmail\}|\{contactPhone\}|\{grievanceOfficerEmail\}|\{grievanceForm\})/);
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
        <Link key={index} to={GRIEVANCE_FORM_PATH}>
          our grievance form
        </Link>
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

/** A legal page: title, last-updated date, table of contents and sections; `values` as the page's loader knows them. */
export function LegalDocumentView({ document, values: given }: { document: LegalDocument; values?: Partial<PlaceholderValues> }) {
  const values = { ...usePlaceholderValues(), ...given };
  const sections = document.sections.map((section, index) => ({
    ...section,
    id: slugify(section.heading) || `section-${index + 1}`,
  }));
  return (
    <article className="container section legal-page">
      <h1>{document.title}</h1>
      <p className="legal-updated">Last updated: {document.lastUpdated}</p>
      <p className="lead">
        <RichText text={document.intro} values={values} />
      </p>

      <nav className="legal-toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title">Contents</h2>
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
