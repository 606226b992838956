import {
  Link as RemixLink,
  NavLink as RemixNavLink,
  useLocation,
  useNavigate,
  useNavigation,
  type LinkProps,
  type NavLinkProps,
} from "@remix-run/react";
import { createContext, forwardRef, useCallback, useContext, type MouseEvent, type ReactNode } from "react";

// Remix's <Link> and <NavLink> resolve their `to` against the route matches (JSON-encoding
// them), build the href through the router and set up prefetching, for each link on every
// render: about 10 µs a link, half a millisecond on a page with 50 to 70 links (the render
// profile, decision 018). Nearly every link here is an absolute address with nothing to
// resolve, so these draw a plain <a> for it and, once the scripts run, follow a click in the
// browser as Remix's would (a left click without modifier keys; the same address replaces the
// history entry). Any other `to` or option goes to Remix's own component.

type Follow = (event: MouseEvent<HTMLAnchorElement>, to: string) => void;

const FollowContext = createContext<Follow | null>(null);

/** Given once, around the page (root.tsx's Layout): how a plain link is followed in the browser. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  const follow = useCallback<Follow>(
    (event, to) => {
      if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const target = event.currentTarget.getAttribute("target");
      if (target && target !== "_self") return;
      event.preventDefault();
      navigate(to, { replace: to === here });
    },
    [navigate, here],
  );
  return <FollowContext.Provider value={follow}>{children}</FollowContext.Provider>;
}

/** An address on this site that is already what the href says: nothing to resolve or encode. */
const PLAIN_ADDRESS = /^\/(?!\/)[\w\-.~/?&=%#+:@!$'()*,;]*$/;

/** Options that only Remix's own link understands. */
const REMIX_ONLY = ["reloadDocument", "replace", "state", "relative", "preventScrollReset", "viewTransition", "discover", "target"] as const;

function isPlain(props: LinkProps): props is LinkProps & { to: string } {
  if (typeof props.to !== "string" || !PLAIN_ADDRESS.test(props.to)) return false;
  if (props.prefetch !== undefined && props.prefetch !== "none") return false;
  return REMIX_ONLY.every((name) => props[name] === undefined);
}

function stripOptions<T extends LinkProps>(props: T) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { to, prefetch, ...rest } = props;
  return rest;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const follow = useContext(FollowContext);
  if (!follow || !isPlain(props)) return <RemixLink ref={ref} {...props} />;
  const { onClick, ...rest } = stripOptions(props);
  const to = props.to;
  return (
    <a
      data-discover="true"
      {...rest}
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event, to);
      }}
    />
  );
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const follow = useContext(FollowContext);
  const location = useLocation();
  const navigation = useNavigation();
  const { className, style, children, end = false, caseSensitive = false, "aria-current": ariaCurrent = "page" } = props;
  const plainProps = props as LinkProps;
  if (!follow || typeof className === "function" || typeof style === "function" || typeof children === "function" || !isPlain(plainProps)) {
    return <RemixNavLink ref={ref} {...props} />;
  }
  // As React Router's NavLink decides it: the path of `to` against the location's (and the
  // address being navigated to, for "pending").
  const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
  const toPath = fold(plainProps.to.replace(/[?#].*$/, ""));
  const covers = (path: string | null) => {
    if (path === null) return false;
    const at = fold(path);
    const endSlash = toPath !== "/" && toPath.endsWith("/") ? toPath.length - 1 : toPath.length;
    return at === toPath || (!end && at.startsWith(toPath) && at.charAt(endSlash) === "/");
  };
  const isActive = covers(location.pathname);
  const isPending = covers(navigation.location?.pathname ?? null);
  const {
    end: _end,
    caseSensitive: _caseSensitive,
    "aria-current": _ariaCurrent,
    className: _className,
    children: _children,
    ...linkProps
  } = props;
  return (
    <Link
      {...(linkProps as LinkProps)}
      ref={ref}
      aria-current={isActive ? ariaCurrent : undefined}
      className={[className ?? "", isActive ? "active" : null, isPending ? "pending" : null].filter(Boolean).join(" ")}
    >
      {children}
    </Link>
  );
});
