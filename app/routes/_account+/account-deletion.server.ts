// What account-deletion.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { json, redirect } from "@remix-run/node";
export { deviceIdOf } from "~/infra/device-cookie.server";
export { readForm } from "~/infra/form-data.server";
export { clientIp } from "~/infra/load-context.server";
export { cookieHeaders, jsonWithCookies, redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
export { clearLogin, commitVisitorSession, getVisitorSession } from "~/infra/session.server";
export { confirmDeletion, type DeletionOutcome, requestDeletionCode, resendDeletionCode } from "~/services/account-deletion.server";
export { secondsUntilResend } from "~/services/otp.server";
