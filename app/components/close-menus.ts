import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * With JavaScript, an open menu closes after navigating and on a click elsewhere. A menu opened
 * before the scripts started stays open when they do: only a change of address closes it.
 */
export function useCloseMenusOnNavigation() {
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const shown = useRef(address);
  useEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    ref.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [address]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      ref.current?.querySelectorAll("details[open]").forEach((d) => {
        if (!d.contains(event.target as Node)) d.removeAttribute("open");
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return ref;
}
