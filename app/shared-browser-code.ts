// The modules nearly every page's browser code runs, gathered so that the browser build makes one
// chunk of them. esbuild splits the build by which entry points reach a module, and every route is
// an entry: reached each by another set of routes, these small modules became a dozen chunks of a
// few hundred bytes on every form page, and each file is a request on a slow line. root.tsx and
// every route module import this module, so the modules below are reached by the same entries and
// share one chunk (decision 084; tests/unit/browser-chunks.test.ts checks the imports).
import "~/components/GeneralErrorBoundary";
import "~/components/language";
import "~/domain/india-date";
import "~/domain/indian-number";
import "~/domain/language";
import "~/domain/route-handle";
import "~/domain/seo";
import "~/domain/site";
import "~/meta";
