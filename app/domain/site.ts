// The shared frame's links (spec public-and-customer §2 "Shared frame").
export const horoscopeMenu = [
  { label: "Daily Horoscope", to: "/daily-horoscope" },
  { label: "Yearly Horoscope", to: "/yearly-horoscope" },
  { label: "Festivals", to: "/festival" },
] as const;

export const mainNav = [
  { label: "Blogs", to: "/blogs" },
  { label: "Chat", to: "/chat-with-astrologer" },
  { label: "Call", to: "/call-with-astrologer" },
] as const;

export const quickLinks = [
  { label: "Daily Horoscope", to: "/daily-horoscope" },
  { label: "Yearly Horoscope", to: "/yearly-horoscope" },
  { label: "Festival Calendar", to: "/festival" },
  { label: "Blogs", to: "/blogs" },
  { label: "Chat with Astrologer", to: "/chat-with-astrologer" },
  { label: "Call with Astrologer", to: "/call-with-astrologer" },
  { label: "FAQ", to: "/faq" },
  { label: "About Us", to: "/about" },
] as const;

export const legalLinks = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Refund & Cancellation Policy", to: "/refund-policy" },
  { label: "Terms & Conditions", to: "/terms-and-conditions" },
  { label: "Delete My Account", to: "/account-deletion" },
  { label: "Grievances", to: "/grievance" },
] as const;

// The site's social media pages come from configuration (SOCIAL_*_URL); an unset one is not shown.
const SOCIAL_NETWORKS = [
  { label: "Facebook", key: "SOCIAL_FACEBOOK_URL" },
  { label: "Instagram", key: "SOCIAL_INSTAGRAM_URL" },
  { label: "YouTube", key: "SOCIAL_YOUTUBE_URL" },
  { label: "X (Twitter)", key: "SOCIAL_X_URL" },
  { label: "LinkedIn", key: "SOCIAL_LINKEDIN_URL" },
] as const;

export type SocialLink = { label: string; href: string };

/** The configured social links, in a fixed order. */
export function socialLinksFrom(config: Partial<Record<(typeof SOCIAL_NETWORKS)[number]["key"], string | undefined>>): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap(({ label, key }) => (config[key] ? [{ label, href: config[key]! }] : []));
}

export const trustBadges = [
  { title: "Refund policy", text: "Refunds within 7 working days", to: "/refund-policy" },
  { title: "Verified experts", text: "Identity documents checked", to: "/about" },
  { title: "Secure payments", text: "Prepaid, encrypted and protected", to: "/terms-and-conditions" },
] as const;
