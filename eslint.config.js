// ESLint for the house rules a machine can check (STYLE.md); Prettier owns the formatting.
// `npm test` runs it with --max-warnings 0.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "public/", "node_modules/", "tests/.output/", ".cache/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "simple-import-sort": simpleImportSort },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "simple-import-sort/imports": "warn",
      "simple-import-sort/exports": "warn",
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["warn", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      eqeqeq: ["warn", "always", { null: "ignore" }],
      "no-console": "off",
    },
  },
  {
    // Tests and tools read loose shapes (query plans, CDP events, Playwright fixtures).
    files: ["tests/**", "tools/**", "scripts/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "no-empty-pattern": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "18" } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      // A form without an action posts to the address it was shown at, query and all, and a
      // cached page would then carry a stranger's query into every visitor's form.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement[name.name=/^(form|Form|ValidatedForm)$/]:not(:has(JSXAttribute[name.name='action'])):not(:has(JSXAttribute[name.name='method'][value.value='dialog']))",
          message: "Name the form's action: a page's own address may carry a query it was not cached for.",
        },
      ],
    },
  },
  {
    // House rules (STYLE.md) a machine can check; the architecture test checks the rest.
    files: ["app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // A route's own server module beside it (signup.server.ts for signup.tsx) is the exception:
              // it holds the route's loader and action, which the route re-exports (decision 086).
              group: ["~/routes/**", "./*", "../*", "!./*.server"],
              message: "A route file is a shell of its wing's page (app/features/<family>/pages/): it imports no other route.",
            },
            {
              group: ["~/infra/db.server", "kysely", "pg", "@electric-sql/*"],
              message: "Routes reach the database only through a service verb.",
            },
          ],
        },
      ],
    },
  },
  {
    // A wing's pages (decision 126) hold to the routes' rule: the database only through a service verb.
    files: ["app/features/*/pages/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/infra/db.server", "kysely", "pg", "@electric-sql/*"],
              message: "Pages reach the database only through a service verb.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**", "app/domain/**", "app/features/**"],
    ignores: ["app/features/*/pages/**", "app/features/**/*.server.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/infra/*", "~/services/*", "*.server", "../infra/*", "../services/*"],
              message: "Browser code never imports server modules (their types it may).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The engine's room: pure reckonings of the sky that import nothing of the app but India's
    // clock, the room beneath it.
    files: ["app/jyotish/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/*",
                "!~/clock",
                "~/clock/*",
                "!~/clock/india-clock",
                "../*",
                "@remix-run/*",
                "react",
                "react-*",
                "i18next",
                "remix-*",
                "zod",
              ],
              message: "The engine imports nothing of the app but ~/clock/india-clock: time and place in, numbers out.",
            },
          ],
        },
      ],
    },
  },
);
