import { useEffect } from "react";

/**
 * Rendered beside an answer to a post drawn in the browser, where the visitor was: the element
 * with this id (the answer's heading, tabIndex -1) takes the focus, and so the view, as each
 * answer appears. A document answering a post carries no script (route-handle.ts, "form"), so
 * this runs only for answers drawn in the page.
 */
export function FocusOnAnswer({ id, answer }: { id: string; answer: unknown }) {
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id, answer]);
  return null;
}

/** What shows while an answer's components are fetched, the first time one is drawn in the page. */
export function AnswerLoading({ text }: { text: string }) {
  return (
    <p role="status" className="answer-loading">
      {text}
    </p>
  );
}
