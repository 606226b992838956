import "~/components/shared-browser-code";

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";

import { indiaToday } from "~/clock/india-clock";
import { useDocumentMethod } from "~/components/document-method";
import { FlashMessage } from "~/components/FlashMessage";
import { type Frame, sectionFrame } from "~/components/frame";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { InlineStylesheet } from "~/components/InlineStylesheet";
import { LoadingOverlay } from "~/components/LoadingOverlay";
import { useNonce } from "~/components/nonce";
import { revalidateAfterEveryAction } from "~/components/revalidation";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { TranslationsForBrowser } from "~/components/translations";
import { useTranslation } from "~/components/use-translation";
import { errorPageFor } from "~/domain/error-pages";
import { LANGUAGE_TAGS, languageOfPath } from "~/domain/language";
import { needsFormStyles, needsScripts, type RouteHandle } from "~/domain/route-handle";
import { translator } from "~/locales/i18n";
import styles from "~/styles/app.css";
import formStyles from "~/styles/forms.css";

import { siteFrame } from "./pages/site-frame.server";

export const handle: RouteHandle = { i18n: "common" };

// Under `npm run dev` Remix swaps changed modules into the open page (HMR), but a hydrated page's
// words came in the page (components/translations.tsx), so a change that reaches the root, as
// every change of words does, loads the page again.
if (process.env.NODE_ENV === "development") import.meta.hot?.accept(() => window.location.reload());

export const shouldRevalidate = revalidateAfterEveryAction;

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// Everything the loader needs lives in one server module: each server module a route imports
// stays in the browser build as an empty chunk, one more request for the pages that hydrate.
export async function loader({ request }: LoaderFunctionArgs) {
  return siteFrame(request);
}

export const meta: MetaFunction<typeof loader> = ({ data, error, location }) => {
  const brand = data?.site.brand ?? "Grahavani";
  if (error) {
    const t = translator(languageOfPath(location.pathname));
    const page = errorPageFor(isRouteErrorResponse(error) ? error.status : null);
    return [{ title: `${t(`errors.${page}.title`)} | ${brand}` }, { name: "robots", content: "noindex" }];
  }
  return [{ title: brand }];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const matches = useMatches();
  const brand = data?.site.brand ?? "Grahavani";
  const legalName = data?.site.legalName ?? "Grahavani Astro Services Private Limited";
  const year = data?.year ?? Number(indiaToday(new Date()).slice(0, 4));
  const section = useSectionFrame(sectionFrame(matches));
  // Reading pages work as plain HTML and ship no script (Remix's "Disabling JavaScript" guide);
  // a route that needs React in the browser says so in its handle (domain/route-handle.ts).
  const scripts = needsScripts(matches, useDocumentMethod());
  const { t, i18n } = useTranslation();
  return (
    <html lang={LANGUAGE_TAGS[languageOfPath(useLocation().pathname)]} dir={i18n.dir()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b1a5a" />
        <Meta />
        <InlineStylesheet href={styles} id="site-css" />
        {needsFormStyles(matches) ? <InlineStylesheet href={formStyles} id="form-css" /> : null}
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("skipToContent")}
        </a>
        {section ? <section.Header brand={brand} email={section.email} /> : <SiteHeader brand={brand} signedIn={data?.signedIn ?? false} />}
        <FlashMessage flash={data?.flash ?? null} />
        <main id="main">{children}</main>
        {section ? (
          <section.Footer legalName={legalName} year={year} />
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
        {scripts ? (
          <>
            <TranslationsForBrowser />
            <LoadingOverlay />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
        {/* `npm run dev` reloads every page, scripted or not, when a rebuild is ready (nothing in a production build). */}
        {process.env.NODE_ENV === "development" ? <LiveReload nonce={nonce} /> : null}
      </body>
    </html>
  );
}

/** The section's frame with who is signed in to it, when the page is in a section with its own frame. */
function useSectionFrame(frame: Frame | null): (Frame & { email: string | null }) | null {
  const data = useRouteLoaderData<{ email?: string | null }>(frame?.routeId ?? "root");
  return frame ? { ...frame, email: data?.email ?? null } : null;
}

export default function App() {
  useMarkHydrated();
  return <Outlet />;
}

export function ErrorBoundary() {
  useMarkHydrated();
  return <GeneralErrorBoundary />;
}

/**
 * Marks the document once the whole tree has hydrated (the root's effects run last), for code
 * that must wait for it: the typed values given back (components/typed-values.ts) and the browser tests.
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
