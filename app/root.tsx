import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { AdminFooter, AdminHeader } from "~/components/AdminHeader";
import { FlashMessage } from "~/components/FlashMessage";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { HydrateOnIntent } from "~/components/HydrateOnIntent";
import { InlineStylesheet } from "~/components/InlineStylesheet";
import { LinkNavigation } from "~/components/links";
import { LoadingOverlay } from "~/components/LoadingOverlay";
import { useNonce } from "~/components/nonce";
import { revalidateAfterEveryAction } from "~/components/revalidation";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { errorPageFor } from "~/domain/error-pages";
import { indiaToday } from "~/domain/india-date";
import { socialLinksFrom } from "~/domain/site";
import { env } from "~/infra/env.server";
import { jsonWithCookies } from "~/infra/responses.server";
import { readFlash } from "~/infra/session.server";
import { getContactDetails } from "~/services/site-content.server";
import { visitorFrame } from "~/services/visitor-frame.server";
import styles from "~/styles/app.css";

// The stylesheet is inlined in <head> by <InlineStylesheet> (no render-blocking request; README, Performance).
export const shouldRevalidate = revalidateAfterEveryAction;

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const config = env();
  // `user` and `flash` are all the frame shows per visitor: a cached page for a session visitor
  // gets `user` filled in from the same visitorFrame(), and a flash always means a full render.
  const [{ user }, contact, { flash, clear }] = await Promise.all([
    visitorFrame(request.headers.get("Cookie")),
    getContactDetails().catch(() => null),
    readFlash(request),
  ]);
  return jsonWithCookies(
    {
      site: { origin: config.PUBLIC_ORIGIN, brand: config.BRAND_NAME, legalName: config.LEGAL_NAME },
      appStoreUrl: config.APP_STORE_URL,
      socialLinks: socialLinksFrom(config),
      contact,
      user,
      flash,
      year: Number(indiaToday(new Date()).slice(0, 4)),
    },
    [clear],
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const brand = data?.site.brand ?? "Grahavani";
  if (error) {
    const { title } = errorPageFor(isRouteErrorResponse(error) ? error.status : null);
    return [{ title: `${title} | ${brand}` }, { name: "robots", content: "noindex" }];
  }
  return [{ title: brand }];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const brand = data?.site.brand ?? "Grahavani";
  const legalName = data?.site.legalName ?? "Grahavani Astro Services Private Limited";
  const year = data?.year ?? new Date().getFullYear();
  const admin = useAdminFrame();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b1a5a" />
        <Meta />
        <InlineStylesheet href={styles} />
        <Links />
      </head>
      <body>
        <LinkNavigation>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          {admin ? <AdminHeader brand={brand} email={admin.email} /> : <SiteHeader brand={brand} user={data?.user ?? null} />}
          <FlashMessage flash={data?.flash ?? null} />
          <main id="main">{children}</main>
          {admin ? (
            <AdminFooter legalName={legalName} year={year} />
          ) : (
            <SiteFooter
              brand={brand}
              legalName={legalName}
              contact={data?.contact ?? null}
              appStoreUrl={data?.appStoreUrl ?? "/app-download"}
              year={year}
              socialLinks={data?.socialLinks ?? []}
            />
          )}
          <LoadingOverlay />
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
          <HydrateOnIntent nonce={nonce} />
        </LinkNavigation>
      </body>
    </html>
  );
}

/** The admin frame's data when the page is inside /admin (app/routes/admin+/_layout.tsx), else null. */
function useAdminFrame(): { email: string | null } | null {
  const inAdmin = useMatches().some((m) => (m.handle as { frame?: string } | undefined)?.frame === "admin");
  const data = useRouteLoaderData<{ email: string | null }>("routes/admin+/_layout");
  return inAdmin ? { email: data?.email ?? null } : null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
