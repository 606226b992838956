// What two-factor._index.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { abandonAdminSignIn, completeAdminSignIn, requirePendingAdmin } from "~/infra/admin-session.server";
export { deviceCookieFor } from "~/infra/device-cookie.server";
export { readForm } from "~/infra/form-data.server";
export { clientIp } from "~/infra/load-context.server";
export { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
export { rememberAdminDevice } from "~/services/admin-accounts.server";
export { verifySecondFactor } from "~/services/admin-second-factor.server";
