import { createContext, useContext } from "react";

/**
 * The site's one stylesheet goes inline in <head> (docs/performance.md): no render-blocking request before
 * the first paint on a slow mobile connection (its size per page: docs/performance.md).
 *
 * On the server, entry.server provides a reader of the built file's text by React context (the
 * text never travels in loader data). In the browser the same text is taken back from the page
 * itself, so hydration sees exactly what the server rendered.
 */
export const InlineCssContext = createContext<((href: string) => string | null) | null>(null);
export const InlineCssProvider = InlineCssContext.Provider;

const STYLE_ID = "site-css";
let fromPage: string | null | undefined;

export function InlineStylesheet({ href }: { href: string }) {
  const read = useContext(InlineCssContext);
  let css: string | null;
  if (read) {
    css = read(href);
  } else {
    if (fromPage === undefined && typeof document !== "undefined") {
      fromPage = document.getElementById(STYLE_ID)?.textContent ?? null;
    }
    css = fromPage ?? null;
  }
  // Without the file's text (a test renderer, say) it stays an ordinary stylesheet link.
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
