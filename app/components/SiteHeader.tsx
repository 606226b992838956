import { Form } from "@remix-run/react";
import { Link, NavLink } from "@remix-run/react";

import { useTranslation } from "~/components/use-translation";
import { PROFILE_PHOTO_PATH } from "~/domain/profile-photo";
import { horoscopeMenu, mainNav } from "~/domain/site";

import { BrandMark } from "./BrandMark";
import { useCloseMenusOnNavigation } from "./close-menus";
import { useLocalePath } from "./language";
import { LanguageSwitch } from "./LanguageSwitch";

// Shows whether someone is signed in, never who: a reading page is the same for every signed-in
// visitor, so it can be cached once (edge/page-cache.ts). The avatar's photo comes from the
// visitor's own private address.
type Props = { brand: string; signedIn: boolean };

/** Header of the shared frame; menus are <details> so they open without JavaScript. */
export function SiteHeader({ brand, signedIn }: Props) {
  const header = useCloseMenusOnNavigation();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <header className="site-header" ref={header}>
      <div className="container header-row">
        <Link to={to("/")} className="brand" aria-label={t("header.home", { brand })}>
          <BrandMark />
          <span className="brand-name">{brand}</span>
        </Link>

        <nav className="main-nav" aria-label={t("header.main")}>
          <ul>
            <li>
              <details className="dropdown" name="site-menu">
                <summary>{t("nav.horoscope")}</summary>
                <ul className="dropdown-panel">
                  {horoscopeMenu.map((item) => (
                    <li key={item.to}>
                      <NavLink to={to(item.to)}>{t(`nav.${item.label}`)}</NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)}>{t(`nav.${item.label}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* Beside the menu button on a phone too: who is logged in, or the way to log in, is never hidden in the menu. */}
        <div className="header-account">
          <LanguageSwitch />
          {signedIn ? (
            <>
              <Link to={to("/profile")} className="avatar-link account-phone" aria-label={t("header.yourProfile")}>
                <Avatar />
              </Link>
              <ProfileMenu />
            </>
          ) : (
            <Link to={to("/signup")} className="button button-small">
              {t("header.login")}
            </Link>
          )}
        </div>

        <details className="mobile-menu" name="site-menu">
          <summary aria-label={t("header.menu")}>
            <span className="burger" aria-hidden="true" />
            <span className="mobile-menu-label">{t("header.menu")}</span>
          </summary>
          <nav className="mobile-panel" aria-label={t("header.mobile")}>
            <p className="mobile-heading">{t("nav.horoscope")}</p>
            <ul>
              {horoscopeMenu.map((item) => (
                <li key={item.to}>
                  <NavLink to={to(item.to)}>{t(`nav.${item.label}`)}</NavLink>
                </li>
              ))}
              {mainNav.map((item) => (
                <li key={item.to}>
                  <NavLink to={to(item.to)}>{t(`nav.${item.label}`)}</NavLink>
                </li>
              ))}
              {signedIn ? (
                <>
                  <li>
                    <NavLink to={to("/profile")} end>
                      {t("header.profile")}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to={to("/profile/kundli")}>{t("header.myKundli")}</NavLink>
                  </li>
                  <li>
                    <NavLink to={to("/my-kundlis")}>{t("header.myKundlis")}</NavLink>
                  </li>
                  <li>
                    <LogoutButton />
                  </li>
                </>
              ) : (
                <li>
                  <NavLink to={to("/signup")}>{t("header.login")}</NavLink>
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
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Form method="post" action={to("/logout")}>
      <button type="submit" className="link-button">
        {t("header.logout")}
      </button>
    </Form>
  );
}

/** The visitor's profile photo, or a neutral figure when they have none (/profile/photo answers either). */
function Avatar() {
  return <img className="avatar" src={PROFILE_PHOTO_PATH} alt="" width={36} height={36} decoding="async" />;
}

function ProfileMenu() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <details className="dropdown profile-menu account-desktop" name="site-menu">
      <summary aria-label={t("header.accountMenu")}>
        <Avatar />
      </summary>
      <ul className="dropdown-panel dropdown-panel-end">
        <li>
          <Link to={to("/profile")}>{t("header.profile")}</Link>
        </li>
        <li>
          <Link to={to("/profile/kundli")}>{t("header.myKundli")}</Link>
        </li>
        <li>
          <Link to={to("/my-kundlis")}>{t("header.myKundlis")}</Link>
        </li>
        <li>
          <LogoutButton />
        </li>
      </ul>
    </details>
  );
}
