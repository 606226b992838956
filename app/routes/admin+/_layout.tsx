import "~/shared-browser-code";

import { Outlet } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import type { RouteHandle } from "~/domain/route-handle";

export { loader } from "./_layout.server";

// Every /admin page sits in the admin frame: root.tsx reads this handle and draws the admin
// header and footer (app/components/AdminHeader.tsx) instead of the public ones.
export const handle: RouteHandle = { frame: "admin", hydrate: true };

export default function AdminFrame() {
  return <Outlet />;
}

// An error inside the admin area keeps the admin frame and leads back to the dashboard.
export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo="/admin" backLabel="Go to the dashboard" />;
}
