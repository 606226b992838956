import { zodValidator } from "~/domain/forms";
import { grievanceSchema } from "~/domain/grievance";
import { perLanguage } from "~/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

/** The public grievance form. */
export const grievanceValidator = perLanguage("grievance", (t) => zodValidator(grievanceSchema(t)));
