// Typed keys: t("…") accepts only keys of the English texts, and says so at compile time.
import "i18next";

import type { en } from "~/locales/en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en;
  }
}
