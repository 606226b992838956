// The modules nearly every page's browser code runs, gathered so that the browser build makes one
// chunk of them with React, Remix and the form libraries. esbuild splits the build by which entry
// points reach a module, and every route is an entry: reached each by another set of routes,
// these modules became a dozen chunks on every form page, and each file is a request on a slow
// line. entry.client.tsx, root.tsx and every route module import this module, so the modules below
// are reached by the same entries as React and share its chunk (decisions 084 and 090;
// tests/unit/browser-chunks.test.ts checks the imports).
import "~/components/BrandMark";
import "~/components/close-menus";
import "~/components/form-fields";
import "~/components/GeneralErrorBoundary";
import "~/components/language";
import "~/components/translations";
import "~/components/typed-values";
import "~/domain/india-date";
import "~/domain/indian-number";
import "~/domain/language";
import "~/domain/route-handle";
import "~/seo/meta-tags";
import "~/domain/site";
import "~/seo/words-meta";
