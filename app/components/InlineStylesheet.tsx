import { createContext, useContext } from "react";

/**
 * The site's stylesheets go inline in <head> (docs/performance.md): no render-blocking request before
 * the first paint on a slow mobile connection (their size per page: docs/performance.md). Every
 * page carries the site's; the pages of forms and charts carry the second one after it.
 *
 * On the server, entry.server provides a reader of the built file's text by React context (the
 * text never travels in loader data). In the browser the same text is taken back from the page
 * itself, so hydration sees exactly what the server rendered.
 */
export const InlineCssContext = createContext<((href: string) => string | null) | null>(null);
export const InlineCssProvider = InlineCssContext.Provider;

const fromPage = new Map<string, string | null>();

export function InlineStylesheet({ href, id }: { href: string; id: string }) {
  const read = useContext(InlineCssContext);
  let css: string | null;
  if (read) {
    css = read(href);
  } else {
    if (!fromPage.has(id) && typeof document !== "undefined") {
      fromPage.set(id, document.getElementById(id)?.textContent ?? null);
    }
    css = fromPage.get(id) ?? null;
  }
  // Without the file's text (a test renderer, say) it stays an ordinary stylesheet link.
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style id={id} dangerouslySetInnerHTML={{ __html: css }} />;
}
