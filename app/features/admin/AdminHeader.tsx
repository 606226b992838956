import { Form } from "@remix-run/react";
import { Link, NavLink } from "@remix-run/react";

import { BrandMark } from "~/components/BrandMark";
import { useCloseMenusOnNavigation } from "~/components/close-menus";

const links = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/horoscopeupload", label: "Horoscope upload" },
  { to: "/admin/blogupload", label: "Blog upload" },
  { to: "/admin/faqmanager", label: "FAQ manager" },
  { to: "/admin/yearly", label: "Yearly horoscopes" },
  { to: "/admin/festivals", label: "Festivals" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/grievances", label: "Grievances" },
];

/**
 * The admin area's own header: the brand, who is signed in with a logout (a POST), and the
 * admin navigation. No public menu or customer Login: an administrator is not a customer.
 * Before sign-in (login, second factor) it shows only the brand. On a phone the navigation and
 * who is signed in fold into a Menu (a <details>, so it opens without JavaScript), and the page's
 * own content is on the first screen.
 */
export function AdminHeader({ brand, email }: { brand: string; email: string | null }) {
  const header = useCloseMenusOnNavigation();
  return (
    <header className="admin-header" ref={header}>
      <div className="container admin-header-row">
        <Link to={email ? "/admin" : "/"} className="brand" aria-label={email ? `${brand} admin dashboard` : `${brand} home`}>
          <BrandMark />
          <span className="brand-name">{brand}</span>
          <span className="admin-badge">Admin</span>
        </Link>
        {email ? (
          <>
            <p className="admin-email">
              Signed in as <strong>{email}</strong>
            </p>
            <Form method="post" action="/admin/logout" className="admin-logout">
              <button type="submit" className="button button-small button-light">
                Logout
              </button>
            </Form>
            <details className="mobile-menu admin-menu">
              <summary aria-label="Admin menu">
                <span className="burger" aria-hidden="true" />
              </summary>
              <nav className="mobile-panel" aria-label="Admin menu">
                <p className="admin-menu-email">
                  Signed in as <strong>{email}</strong>
                </p>
                <AdminLinks />
              </nav>
            </details>
          </>
        ) : null}
      </div>
      {email ? (
        <nav className="container admin-nav" aria-label="Admin">
          <AdminLinks />
        </nav>
      ) : null}
    </header>
  );
}

function AdminLinks() {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The admin area's footer: the legal line and the way back to the public site, no app promotion. */
export function AdminFooter({ legalName, year }: { legalName: string; year: number }) {
  return (
    <footer className="admin-footer">
      <div className="container">
        <p>
          © {year} {legalName}. <Link to="/">Public site</Link>
        </p>
      </div>
    </footer>
  );
}
