// What grievance_.confirm.$token.tsx's loader and action use on the server, in one module: the
// browser build keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { json } from "@remix-run/node";
export { fixedT } from "~/infra/i18next.server";
export { clientIp } from "~/infra/load-context.server";
export { redirectWithFlash } from "~/infra/responses.server";
export { confirmGrievanceEmail, grievanceEmailLinkState } from "~/services/grievances.server";
