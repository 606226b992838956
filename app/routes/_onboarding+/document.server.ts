// What document.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { json } from "@remix-run/node";
export { failureStatus } from "~/infra/database-errors.server";
export { fixedT } from "~/infra/i18next.server";
export { logger } from "~/infra/logger.server";
export { redirectWithFlash } from "~/infra/responses.server";
export {
  type DocumentStepOutcome,
  type OneDocumentOutcome,
  submitDocumentStep,
  submitOneDocument,
} from "~/services/document-uploads.server";
export { requireOpenApplication } from "~/services/guards.server";
export { documentKindsOf } from "~/services/onboarding.server";
