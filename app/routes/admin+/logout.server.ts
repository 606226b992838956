// What logout.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { redirect } from "@remix-run/node";
export { endAdminSession, getAdmin } from "~/infra/admin-session.server";
export { clientIp } from "~/infra/load-context.server";
export { redirectWithCookies } from "~/infra/responses.server";
export { audit } from "~/services/audit.server";
