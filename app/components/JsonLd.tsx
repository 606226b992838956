/**
 * Structured data for crawlers; '<' is escaped so text can never close the script element. It is
 * data, never run, so it needs no CSP nonce (and a cached page carries none).
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
