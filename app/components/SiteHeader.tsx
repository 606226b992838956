import { Form } from "@remix-run/react";
import { Link, NavLink } from "@remix-run/react";

import { PROFILE_PHOTO_PATH } from "~/domain/account-messages";
import { horoscopeMenu, mainNav } from "~/domain/site";

import { BrandMark } from "./BrandMark";
import { useCloseMenusOnNavigation } from "./close-menus";

// Shows whether someone is signed in, never who: a reading page is the same for every signed-in
// visitor, so it can be cached once (edge/page-cache.ts). The avatar's photo comes from the
// visitor's own private address.
type Props = { brand: string; signedIn: boolean };

/** Header of the shared frame; menus are <details> so they open without JavaScript. */
export function SiteHeader({ brand, signedIn }: Props) {
  const header = useCloseMenusOnNavigation();
  return (
    <header className="site-header" ref={header}>
      <div className="container header-row">
        <Link to="/" className="brand" aria-label={`${brand} home`}>
          <BrandMark />
          <span className="brand-name">{brand}</span>
        </Link>

        <nav className="main-nav" aria-label="Main">
          <ul>
            <li>
              <details className="dropdown" name="site-menu">
                <summary>Horoscope</summary>
                <ul className="dropdown-panel">
                  {horoscopeMenu.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to}>{item.label}</NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* Beside the menu button on a phone too: who is logged in, or the way to log in, is never hidden in the menu. */}
        <div className="header-account">
          {signedIn ? (
            <>
              <Link to="/profile" className="avatar-link account-phone" aria-label="Your profile">
                <Avatar />
              </Link>
              <ProfileMenu />
            </>
          ) : (
            <Link to="/signup" className="button button-small">
              Login
            </Link>
          )}
        </div>

        <details className="mobile-menu" name="site-menu">
          <summary aria-label="Menu">
            <span className="burger" aria-hidden="true" />
            <span className="mobile-menu-label">Menu</span>
          </summary>
          <nav className="mobile-panel" aria-label="Mobile">
            <p className="mobile-heading">Horoscope</p>
            <ul>
              {horoscopeMenu.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to}>{item.label}</NavLink>
                </li>
              ))}
              {mainNav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to}>{item.label}</NavLink>
                </li>
              ))}
              {signedIn ? (
                <>
                  <li>
                    <NavLink to="/profile">Profile</NavLink>
                  </li>
                  <li>
                    <LogoutButton />
                  </li>
                </>
              ) : (
                <li>
                  <NavLink to="/signup">Login</NavLink>
                </li>
              )}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}

/** Logging out is a post (a link would let any page or prefetch end the session). */
function LogoutButton() {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className="link-button">
        Logout
      </button>
    </Form>
  );
}

/** The visitor's profile photo, or a neutral figure when they have none (/profile/photo answers either). */
function Avatar() {
  return <img className="avatar" src={PROFILE_PHOTO_PATH} alt="" width={36} height={36} decoding="async" />;
}

function ProfileMenu() {
  return (
    <details className="dropdown profile-menu account-desktop" name="site-menu">
      <summary aria-label="Account menu">
        <Avatar />
      </summary>
      <ul className="dropdown-panel dropdown-panel-end">
        <li>
          <Link to="/profile">Profile</Link>
        </li>
        <li>
          <LogoutButton />
        </li>
      </ul>
    </details>
  );
}
