import { useEffect, useRef } from "react";

/**
 * A post answered in the browser replaces the form with its answer where the visitor was: the
 * element with this id (the answer's heading, tabIndex -1) takes the focus, and so the view, when
 * a new answer arrives. An answer the page was served with is where it loads, and left alone.
 */
export function useFocusOnAnswer(id: string, answer: unknown) {
  const shown = useRef(answer);
  useEffect(() => {
    if (answer === shown.current) return;
    shown.current = answer;
    if (answer) document.getElementById(id)?.focus();
  }, [id, answer]);
}
