// What login.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { redirect } from "@remix-run/node";
export { getAdmin, startPendingAdminSession } from "~/infra/admin-session.server";
export { deviceIdOf } from "~/infra/device-cookie.server";
export { readForm } from "~/infra/form-data.server";
export { clientIp } from "~/infra/load-context.server";
export { redirectWithCookies } from "~/infra/responses.server";
export { attemptAdminLogin } from "~/services/admin-accounts.server";
