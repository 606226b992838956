/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // Packages that read their own data files at run time must stay external.
  serverDependenciesToBundle: [],
  future: {
    v3_fetcherPersist: true,
    // Pages carry only their own routes' part of the manifest; the rest is asked for as links
    // appear (GET /__manifest), not fetched as a 23 KB script at the first tap.
    v3_lazyRouteDiscovery: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
};
