// What grievances.$id.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { json } from "@remix-run/node";
export { requireAdmin } from "~/infra/admin-session.server";
export { failureStatus } from "~/infra/database-errors.server";
export { readForm } from "~/infra/form-data.server";
export { clientIp } from "~/infra/load-context.server";
export { logger } from "~/infra/logger.server";
export { redirectWithFlash } from "~/infra/responses.server";
export { answerAddress, getGrievance, GrievanceError, updateGrievance } from "~/services/grievances.server";
