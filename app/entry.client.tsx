import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { keepWhatWasTyped } from "~/components/typed-values";

// Remix's template. Only pages that need scripts load this file (root.tsx), and a visitor may
// have typed into their forms while it was on its way: see typed-values.ts.
keepWhatWasTyped();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
