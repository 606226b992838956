import { useMemo } from "react";
import { useTranslation as useLibraryTranslation } from "react-i18next";

// react-i18next's useTranslation, remembering on the server what a bare key translates to.
// i18next resolves a key afresh on every call (its namespaces, fallbacks, nesting and
// interpolation are looked at each time), and a chart's page makes some 400 calls with a key and
// nothing else, a form page a hundred or more. On the server every language's texts are loaded
// before the first render and never change (infra/i18next.server.ts), so the answer to a bare key
// is the same for every page in that language; with anything beside the key (values, a count,
// `returnObjects`) the call goes to i18next as before. In the browser a route's texts arrive with
// it, so nothing is remembered there.

const onServer = typeof document === "undefined";

// Keys are the code's own, so the store stays small; a key built from what a visitor sent could
// still make new ones, so past this many nothing more is kept.
const MAX_KEPT = 20_000;
let kept = 0;
const words = new Map<string, Map<string, unknown>>();

type Translate = (...args: unknown[]) => unknown;

function remembering(t: Translate, scope: string): Translate {
  let known = words.get(scope);
  if (!known) words.set(scope, (known = new Map()));
  const store = known;
  const remembered: Translate = (...args) => {
    const key = args[0];
    if (args.length !== 1 || typeof key !== "string") return t(...args);
    if (store.has(key)) return store.get(key);
    const word = t(key);
    if (kept < MAX_KEPT) {
      store.set(key, word);
      kept++;
    }
    return word;
  };
  // What react-i18next's Trans reads of a t to find its namespace and prefix.
  const { lng, lngs, ns, keyPrefix } = t as unknown as Record<string, unknown>;
  return Object.assign(remembered, { lng, lngs, ns, keyPrefix });
}

type Answer = Translate[] & { t: Translate; i18n: { language: string }; ready: boolean };

/** react-i18next's `useTranslation`, with the same arguments and answer. */
export const useTranslation = ((ns?: string | readonly string[], options?: { lng?: string; keyPrefix?: string }) => {
  const answer = (useLibraryTranslation as unknown as (...args: unknown[]) => Answer)(ns, options);
  const scope = onServer ? `${options?.lng ?? answer.i18n.language}|${String(ns ?? "")}|${options?.keyPrefix ?? ""}` : null;
  const t = useMemo(() => (scope === null ? answer.t : remembering(answer.t, scope)), [answer.t, scope]);
  if (t === answer.t) return answer;
  return Object.assign([t, answer.i18n, answer.ready], { t, i18n: answer.i18n, ready: answer.ready });
}) as unknown as typeof useLibraryTranslation;
