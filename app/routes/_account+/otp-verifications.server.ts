// What otp-verifications.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { json } from "@remix-run/node";
export { deviceCookieFor, deviceIdOf } from "~/infra/device-cookie.server";
export { readForm } from "~/infra/form-data.server";
export { fixedT } from "~/infra/i18next.server";
export { clientIp, sessionClient } from "~/infra/load-context.server";
export { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
export { commitVisitorSession, getVisitorSession, renewVisitorSession } from "~/infra/session.server";
export { rememberDevice, resendOtp, secondsUntilResend, verifyOtp } from "~/services/otp.server";
