import { useNonce } from "./nonce";

/** Structured data for crawlers; '<' is escaped so text can never close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
  );
}
