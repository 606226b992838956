import { RemixBrowser } from "@remix-run/react";
import { StrictMode, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * The browser's runtime is Preact (decision 057; the server renders with React). Like React, it
 * puts a textarea's server text back into it when it hydrates, over whatever the visitor typed
 * there while the scripts were on their way (inputs and selects it leaves alone). The
 * typed text is noted before hydration and given back once the page has hydrated
 * (HydrateOnIntent marks the document), as if typed again, so a controlled box learns it too.
 */
function keepTypedText() {
  const typed = Array.from(document.querySelectorAll("textarea"), (box) => ({ box, value: box.value }));
  if (typed.length === 0) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  const giveBack = () => {
    for (const { box, value } of typed) {
      if (!box.isConnected || box.value === value || !setValue) continue;
      setValue.call(box, value);
      box.dispatchEvent(new Event("input", { bubbles: true }));
    }
  };
  const watch = new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated !== "true") return;
    watch.disconnect();
    giveBack();
  });
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
}

keepTypedText();

/**
 * Preact hydrates into an element's children, so it is given a stand-in parent whose one child is
 * the page's <html> (the way Preact's team showed for Remix): hydrating `document` itself would
 * draw a second page inside the first. When the page's tree is drawn anew (an error page and back),
 * the new <html> takes the place of whichever is there; Preact removes the old one itself.
 */
const putHtml = (next: Node): Node => {
  const current: Node | null = document.documentElement;
  if (current === next) return next;
  if (current) document.replaceChild(next, current);
  else document.appendChild(next);
  return next;
};
const documentParent = {
  get childNodes() {
    return document.documentElement ? [document.documentElement] : [];
  },
  get firstChild() {
    return document.documentElement;
  },
  insertBefore: putHtml,
  appendChild: putHtml,
} as unknown as Document;

/*
 * With single fetch (decision 059), <RemixBrowser> suspends at its first render until it has
 * decoded the page's data stream. React's root waits for it; Preact needs a Suspense boundary to
 * wait at, and keeps the server's markup on screen while hydration waits.
 */
hydrateRoot(
  documentParent,
  <StrictMode>
    <Suspense fallback={null}>
      <RemixBrowser />
    </Suspense>
  </StrictMode>,
);
