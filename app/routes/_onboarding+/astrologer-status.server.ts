// What astrologer-status.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { json } from "@remix-run/node";
export { failureStatus } from "~/infra/database-errors.server";
export { readForm } from "~/infra/form-data.server";
export { fixedT } from "~/infra/i18next.server";
export { clientIp } from "~/infra/load-context.server";
export { logger } from "~/infra/logger.server";
export { jsonWithCookies, redirectWithFlash } from "~/infra/responses.server";
export { commitVisitorSession } from "~/infra/session.server";
export { WithdrawalError, withdrawApplication } from "~/services/closed-applications.server";
export { requireApplicationViewer } from "~/services/guards.server";
