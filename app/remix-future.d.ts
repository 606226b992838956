// The types follow the future flag in remix.config.js: loaders' data are typed as single fetch
// sends them (decision 059).
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
