import { useRouteLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";

import type { LegalDocument } from "~/content/legal/types";
import { slugify } from "~/domain/slug";
import type { loader as rootLoader } from "~/root";

export type PlaceholderValues = {
  brand: string;
  legalName: string;
  contact: { email: string; phone: string } | null;
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
  };
}

/** Plain text with {brand} and {legalName} filled in (titles, attributes, about page). */
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
      default:
        return whole;
    }
  });
}

/** Text with placeholders filled in, the e-mail address and phone number as links. */
function RichText({ text, values }: { text: string; values: PlaceholderValues }) {
  const parts = text.split(/(\{contactEmail\}|\{contactPhone\})/);
  const nodes: ReactNode[] = parts.map((part, index) => {
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

/** A legal page: title, last-updated date, table of contents and sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const values = usePlaceholderValues();
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
