import "~/components/shared-browser-code";

import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";

import { startI18nInBrowser } from "~/components/translations";
import { keepWhatWasTyped } from "~/components/typed-values";

// Remix's template with remix-i18next's provider. Only pages that need scripts load this file
// (root.tsx), and a visitor may have typed into their forms while it was on its way: see
// typed-values.ts.
keepWhatWasTyped();

const i18n = startI18nInBrowser();

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
});
