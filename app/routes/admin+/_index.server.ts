// What _index.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { json } from "@remix-run/node";
export { requireAdmin } from "~/infra/admin-session.server";
export { listApplications } from "~/services/admin-review.server";
export { unresolvedGrievanceCounts } from "~/services/grievances.server";
export { smsSendsOverview } from "~/services/otp.server";
