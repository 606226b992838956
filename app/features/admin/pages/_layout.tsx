import type { LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import type { RouteHandle } from "~/domain/route-handle";
import { AdminFooter, AdminHeader } from "~/features/admin/AdminHeader";
import adminStyles from "~/styles/admin.css";

export { loader } from "./_layout.server";

// The admin area's own rules, as a stylesheet of its own: the site's inline stylesheet, which
// every reading page carries, stays without them.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

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
