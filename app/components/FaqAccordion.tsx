import { type Language, LANGUAGE_TAGS } from "~/domain/language";

type Item = { question: string; answer: string };

/**
 * One answer open at a time: <details> sharing a name form an exclusive accordion in the
 * browser itself, so it works without JavaScript; clicking the open one closes it.
 */
export function FaqAccordion({ items, name, headingLevel = 3 }: { items: readonly Item[]; name: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="accordion">
      {items.map((item) => (
        <details key={item.question} name={name} className="accordion-item">
          <summary>
            <Heading className="accordion-question">{item.question}</Heading>
          </summary>
          <div className="accordion-answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

/** schema.org FAQPage data, so search engines can show the questions; `language`, the questions'. */
export function faqStructuredData(items: readonly Item[], language?: Language) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...(language ? { inLanguage: LANGUAGE_TAGS[language] } : {}),
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
