import { RemixBrowser } from "@remix-run/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * React puts a textarea's server text back into it when it hydrates, over whatever the visitor
 * typed there while the scripts were on their way (inputs and selects it leaves alone). The
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
hydrateRoot(
  document,
  <StrictMode>
    <RemixBrowser />
  </StrictMode>,
);
