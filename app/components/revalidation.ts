import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * Single fetch reads no route's data again after an action that answers 4xx or 5xx (decision
 * 059). A route whose data an action can change even when the form comes back with errors (the
 * frame's flash message and login state, the files of an upload that passed) is read again after
 * every post with this.
 */
export const revalidateAfterEveryAction: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  (formMethod !== undefined && formMethod.toUpperCase() !== "GET") || defaultShouldRevalidate;
