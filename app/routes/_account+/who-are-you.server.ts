// What who-are-you.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { failureStatus } from "~/infra/database-errors.server";
export { readForm } from "~/infra/form-data.server";
export { fixedT } from "~/infra/i18next.server";
export { sessionClient } from "~/infra/load-context.server";
export { logger } from "~/infra/logger.server";
export { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
export { commitVisitorSession, logInCustomer } from "~/infra/session.server";
export { findExistingAstrologerId } from "~/services/astrologer-accounts.server";
export { findCustomerByMobile } from "~/services/customers.server";
export { requireVerifiedPhone } from "~/services/guards.server";
