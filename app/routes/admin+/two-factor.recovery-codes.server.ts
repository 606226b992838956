// What two-factor.recovery-codes.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { redirect } from "@remix-run/node";
export { requireAdmin, takeRecoveryCodesForDisplay } from "~/infra/admin-session.server";
export { jsonWithCookies } from "~/infra/responses.server";
