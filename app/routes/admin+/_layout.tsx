import "~/components/shared-browser-code";

import { Outlet } from "@remix-run/react";

import { AdminFooter, AdminHeader } from "~/components/AdminHeader";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import type { RouteHandle } from "~/domain/route-handle";

export { loader } from "./_layout.server";

// Every /admin page sits in the admin frame: root.tsx reads this handle and draws the admin
// header and footer it carries instead of the public ones. Its forms' fields
// speak the `forms` namespace, so the page carries those texts: the browser must not fetch them
// while it hydrates, or the first render would not match the server's.
export const handle: RouteHandle = {
  frame: { Header: AdminHeader, Footer: AdminFooter, routeId: "routes/admin+/_layout" },
  hydrate: true,
  i18n: ["forms"],
};

export default function AdminFrame() {
  return <Outlet />;
}

// An error inside the admin area keeps the admin frame and leads back to the dashboard.
export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo="/admin" backLabel="Go to the dashboard" />;
}
