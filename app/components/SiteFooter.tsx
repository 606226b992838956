import { Link } from "@remix-run/react";

import { legalLinks, quickLinks, type SocialLink, trustBadges } from "~/domain/site";

type Props = {
  brand: string;
  legalName: string;
  contact: { email: string; phone: string } | null;
  appStoreUrl: string;
  year: number;
  socialLinks: SocialLink[];
};

export function SiteFooter({ brand, legalName, contact, appStoreUrl, year, socialLinks }: Props) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About {brand}</h2>
          <p>
            {brand} brings India's astrological traditions online: free daily and yearly horoscopes, a festival calendar, articles, and
            consultations with verified astrologers by chat or call in our mobile app.
          </p>
          <a className="button button-light" href={appStoreUrl} rel="noopener">
            Get the app
          </a>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick links</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          {contact ? (
            <ul>
              <li>
                E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
              <li>
                Phone: <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
              </li>
            </ul>
          ) : (
            <p>Contact details will be published soon.</p>
          )}
          {socialLinks.length > 0 ? (
            <ul className="social-links" aria-label="Social media">
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
        <ul className="trust-badges" aria-label="Why customers trust us">
          {trustBadges.map((badge) => (
            <li key={badge.title}>
              <Link to={badge.to}>
                <strong>{badge.title}</strong>
                <span>{badge.text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="legal-line">
          © {year} {legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
