import { Link } from "@remix-run/react";

import { useTranslation } from "~/components/use-translation";
import { legalLinks, quickLinks, type SocialLink, trustBadges } from "~/domain/site";

import { useLocalePath } from "./language";

type Props = {
  brand: string;
  legalName: string;
  contact: { email: string; phone: string } | null;
  appStoreUrl: string;
  year: number;
  socialLinks: SocialLink[];
};

export function SiteFooter({ brand, legalName, contact, appStoreUrl, year, socialLinks }: Props) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t("footer.about", { brand })}</h2>
          <p>{t("footer.blurb", { brand })}</p>
          <a className="button button-light" href={to(appStoreUrl)} rel="noopener">
            {t("footer.getTheApp")}
          </a>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t("footer.quickLinks")}</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)}>{t(`nav.${link.label}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t("footer.legal")}</h2>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)}>{t(`nav.${link.label}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("footer.contact")}</h2>
          {contact ? (
            <ul>
              <li>
                {t("footer.email")} <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
              <li>
                {t("footer.phone")} <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
              </li>
            </ul>
          ) : (
            <p>{t("footer.contactSoon")}</p>
          )}
          {socialLinks.length > 0 ? (
            <ul className="social-links" aria-label={t("footer.socialMedia")}>
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <div className="container">
        <ul className="trust-badges" aria-label={t("footer.whyTrustUs")}>
          {trustBadges.map(({ badge, to: path }) => (
            <li key={badge}>
              <Link to={to(path)}>
                <strong>{t(`trust.${badge}Title`)}</strong>
                <span>{t(`trust.${badge}Text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="legal-line">{t("footer.rights", { year, legalName })}</p>
      </div>
    </footer>
  );
}
