import {
  Link as RemixLink,
  type LinkProps,
  NavLink as RemixNavLink,
  type NavLinkProps,
  useLocation,
  useNavigate,
  useNavigation,
} from "@remix-run/react";
import { createContext, createElement, forwardRef, type MouseEvent, type ReactNode, type Ref, useCallback, useContext } from "react";

// Remix's <Link> and <NavLink> resolve their `to` against the route matches (JSON-encoding
// them), build the href through the router and set up prefetching, for each link on every
// render: about 10 µs a link, half a millisecond on a page with 50 to 70 links (the render
// profile, decision 018). Nearly every link here is an absolute address with nothing to
// resolve, so these draw a plain <a> for it and, once the scripts run, follow a click in the
// browser as Remix's would (a left click without modifier keys; the same address replaces the
// history entry). Any other `to` or option goes to Remix's own component.

type FollowClick = (event: MouseEvent<HTMLAnchorElement>) => void;

const FollowContext = createContext<FollowClick | null>(null);

/** Given once, around the page (root.tsx's Layout): how a plain link is followed in the browser. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  // One handler for every plain link: the address is the link's own href.
  const follow = useCallback<FollowClick>(
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const target = event.currentTarget.getAttribute("target");
      if (target && target !== "_self") return;
      const to = event.currentTarget.getAttribute("href");
      if (!to) return;
      event.preventDefault();
      navigate(to, { replace: to === here });
    },
    [navigate, here],
  );
  return <FollowContext.Provider value={follow}>{children}</FollowContext.Provider>;
}

/** An address on this site that is already what the href says: nothing to resolve or encode. */
const PLAIN_ADDRESS = /^\/(?!\/)[\w\-.~/?&=%#+:@!$'()*,;]*$/;

/** Options that only Remix's own link understands (props that are not the anchor's). */
const REMIX_ONLY = new Set([
  "reloadDocument",
  "replace",
  "state",
  "relative",
  "preventScrollReset",
  "viewTransition",
  "discover",
  "target",
]);
/** NavLink's own options, which the anchor does not get either. */
const NAV_ONLY = new Set(["end", "caseSensitive", "aria-current", "className", "style", "children"]);

/**
 * The <a> for a plain link, or null when Remix's own link is needed. One pass over the props
 * (object rest and spread cost more, on 40–70 links a render).
 */
function plainAnchor(props: LinkProps | NavLinkProps, ref: Ref<HTMLAnchorElement>, follow: FollowClick | null, skip: Set<string> | null) {
  const to = props.to;
  if (!follow || typeof to !== "string" || !PLAIN_ADDRESS.test(to)) return null;
  const source = props as unknown as Record<string, unknown>;
  const attributes: Record<string, unknown> = { "data-discover": "true" };
  for (const key in source) {
    const value = source[key];
    if (key === "to" || key === "onClick" || skip?.has(key)) continue;
    if (key === "prefetch") {
      if (value !== undefined && value !== "none") return null;
      continue;
    }
    if (REMIX_ONLY.has(key)) {
      if (value !== undefined) return null;
      continue;
    }
    attributes[key] = value;
  }
  const onClick = props.onClick;
  attributes.ref = ref;
  attributes.href = to;
  attributes.onClick = onClick
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        onClick(event);
        follow(event);
      }
    : follow;
  return attributes;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const attributes = plainAnchor(props, ref, useContext(FollowContext), null);
  return attributes ? createElement("a", attributes) : <RemixLink ref={ref} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const follow = useContext(FollowContext);
  const location = useLocation();
  const navigation = useNavigation();
  const { className, style, children, end = false, caseSensitive = false, "aria-current": ariaCurrent = "page" } = props;
  const attributes =
    typeof className === "function" || typeof style === "function" || typeof children === "function"
      ? null
      : plainAnchor(props, ref, follow, NAV_ONLY);
  if (!attributes) return <RemixNavLink ref={ref} {...props} />;
  // As React Router's NavLink decides it: the path of `to` against the location's (and the
  // address being navigated to, for "pending").
  const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
  const toPath = fold(String(attributes.href).replace(/[?#].*$/, ""));
  const covers = (path: string | null) => {
    if (path === null) return false;
    const at = fold(path);
    const endSlash = toPath !== "/" && toPath.endsWith("/") ? toPath.length - 1 : toPath.length;
    return at === toPath || (!end && at.startsWith(toPath) && at.charAt(endSlash) === "/");
  };
  const isActive = covers(location.pathname);
  const isPending = covers(navigation.location?.pathname ?? null);
  attributes["aria-current"] = isActive ? ariaCurrent : undefined;
  attributes.className = [className ?? "", isActive ? "active" : null, isPending ? "pending" : null].filter(Boolean).join(" ");
  if (style !== undefined) attributes.style = style;
  return createElement("a", attributes, children as ReactNode);
});
