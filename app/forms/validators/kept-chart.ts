import { keptChartSchema } from "~/forms/kept-chart";
import { zodValidator } from "~/forms/validation";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words.

/** A kept chart's name and relation, when it is kept and when it is renamed. */
export const keptChartValidator = perLanguage("kundli", (t) => zodValidator(keptChartSchema(t)));
