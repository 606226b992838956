import { Form, NavLink } from "@remix-run/react";

const links = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/horoscopeupload", label: "Horoscope upload" },
  { to: "/admin/blogupload", label: "Blog upload" },
  { to: "/admin/faqmanager", label: "FAQ manager" },
  { to: "/admin/reports", label: "Reports" },
];

/** The admin area's own navigation, with who is signed in and a logout (a POST). */
export function AdminNav({ email }: { email: string }) {
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="admin-who">
        <span>{email}</span>
        <Form method="post" action="/admin/logout">
          <button type="submit" className="link-button">
            Logout
          </button>
        </Form>
      </div>
    </nav>
  );
}
