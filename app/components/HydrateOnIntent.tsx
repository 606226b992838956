import { useEffect } from "react";

/**
 * Hydration on intent (decision 050). The server holds Remix's entry script back as an inert data
 * block (`app/infra/html-stream.server.ts`); this bootstrap makes it live at the visitor's first
 * touch, click, key press, focus or pointer movement, so reading a page costs no JavaScript at
 * all. Everything works before that: links and form posts are plain HTML.
 *
 * It hydrates at once when the page holds an element marked `data-hydrate="eager"` (a live OTP
 * countdown needs no interaction to be useful) or when `window.__GRAHAVANI_HYDRATE_AT_ONCE__`
 * is set before the page loads, which the browser tests of enhanced behaviour do.
 */
export const DEFERRED_SCRIPT_TYPE = "text/x-deferred-module";

const EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin"];

// Kept small and old-fashioned: it runs on every page, before any other script.
export const HYDRATE_ON_INTENT_SCRIPT = `(function () {
  var nonce = document.currentScript && document.currentScript.nonce;
  var events = ${JSON.stringify(EVENTS)};
  var started = false;
  function hydrate() {
    if (started) return;
    started = true;
    for (var i = 0; i < events.length; i++) removeEventListener(events[i], hydrate, true);
    var held = document.querySelector('script[data-entry-script]');
    if (!held) return;
    // Every file the page needs is asked for at once, not import by import (a round trip each).
    var preloads = document.querySelectorAll('link[rel="modulepreload"][media="not all"]');
    for (var j = 0; j < preloads.length; j++) {
      var preload = document.createElement("link");
      preload.rel = "modulepreload";
      preload.href = preloads[j].href;
      document.head.appendChild(preload);
    }
    var live = document.createElement("script");
    live.type = "module";
    if (nonce) live.nonce = nonce;
    live.textContent = held.textContent;
    // Inserted and removed at once: it still runs, and React finds the document as rendered.
    document.head.appendChild(live);
    document.head.removeChild(live);
  }
  if (window.__GRAHAVANI_HYDRATE_AT_ONCE__ || document.querySelector('[data-hydrate="eager"]')) return hydrate();
  for (var i = 0; i < events.length; i++) addEventListener(events[i], hydrate, { capture: true, passive: true });
})();`;

export function HydrateOnIntent({ nonce }: { nonce?: string }) {
  // Marks the document once the whole tree has hydrated (the root's effects run last), for
  // code that must wait for it, such as the browser tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HYDRATE_ON_INTENT_SCRIPT }} />;
}
