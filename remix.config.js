import { flatRoutes } from "remix-flat-routes";

/**
 * Routes are grouped by area in "+" folders (remix-flat-routes, as the Epic Stack did on Remix 2):
 * a folder's name is part of each file's name, and a name starting with "_" adds nothing to the
 * address. `_public+/faq.tsx` is /faq, `admin+/view.$id.tsx` is /admin/view/:id, and
 * `admin+/_layout.tsx` is the /admin frame. See the README's "Layout".
 */
const ignoredRouteFiles = ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.*"];

/**
 * The pages of a city and a day (app/domain/city-day.ts lists the same kinds): each kind at three
 * addresses, served by the three route modules of their shapes under the route ids the pages
 * have always had, as the Hindi twins share a module. The kit they call
 * (app/features/city-day/city-day-loaders.server.ts) reads the kind from the address.
 */
const CITY_DAY_KINDS = ["panchang", "choghadiya", "hora"];
const CITY_DAY_SHAPES = [
  { name: "_index", path: "", index: true, file: "city-day.choice.tsx" },
  { name: "$city._index", path: "/:city", index: true, file: "city-day.today.tsx" },
  { name: "$city.$date", path: "/:city/:date", file: "city-day.dated.tsx" },
];
const CITY_DAY_FILES = CITY_DAY_SHAPES.map((shape) => `**/_public+/${shape.file}`);

function cityDayRoutes() {
  const routes = CITY_DAY_KINDS.flatMap((kind) =>
    CITY_DAY_SHAPES.map((shape) => {
      const id = `routes/_public+/${kind}.${shape.name}`;
      return { id, parentId: "root", path: `${kind}${shape.path}`, index: shape.index, file: `routes/_public+/${shape.file}` };
    }),
  );
  return Object.fromEntries(routes.map((route) => [route.id, route]));
}

/** The areas with a Hindi edition: every page of theirs is also served under /hi (decision 075). */
const AREAS_IN_HINDI = ["routes/_public+/", "routes/_account+/", "routes/_onboarding+/"];

/** The resource routes whose answer has words in the page's language: a month's festivals as a calendar file. */
const RESOURCES_IN_HINDI = [
  "routes/_resources+/festival.$year.$month.calendar[.ics]",
  "routes/_resources+/hindu-calendar.$city.$year.$month.vrats[.ics]",
  "routes/_resources+/grahan.$year.calendar[.ics]",
];

/**
 * Each page of the Hindi areas once more under /hi, the same module under its own route id, as
 * Remix's `routes` option allows (its `id` is there for one file serving several routes). A page
 * knows its language from its address (app/domain/language.ts). Resource routes (.ts: files,
 * feeds, lookups) have no language and are served once, but for those in RESOURCES_IN_HINDI.
 */
function withHindiTwins(routes) {
  const twins = Object.values(routes)
    .filter(
      (route) =>
        route.parentId === "root" &&
        ((route.file.endsWith(".tsx") && AREAS_IN_HINDI.some((area) => route.id.startsWith(area))) ||
          RESOURCES_IN_HINDI.includes(route.id)),
    )
    .map((route) => ({ ...route, id: `hi/${route.id}`, path: route.path ? `hi/${route.path}` : "hi" }));
  return { ...routes, ...Object.fromEntries(twins.map((route) => [route.id, route])) };
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Remix's own file convention is off: flatRoutes below reads app/routes.
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) =>
    withHindiTwins({
      ...flatRoutes("routes", defineRoutes, { ignoredRouteFiles: [...ignoredRouteFiles, ...CITY_DAY_FILES] }),
      ...cityDayRoutes(),
    }),
  serverModuleFormat: "esm",
  // Packages that read their own data files at run time must stay external.
  serverDependenciesToBundle: [],
  future: {
    v3_fetcherPersist: true,
    // Pages carry only their own routes' part of the manifest; the rest is asked for as links
    // appear (GET /__manifest), so no page downloads every route's.
    v3_lazyRouteDiscovery: true,
    v3_relativeSplatPath: true,
    // Data travel as turbo-streams at `/page.data`, as in React Router 7 (decision 059).
    v3_singleFetch: true,
    v3_throwAbortReason: true,
  },
};
