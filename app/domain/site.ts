// The shared frame's links (spec public-and-customer §2 "Shared frame"); each `label` names its
// words in the `common` namespace's `nav`.
export const horoscopeMenu = [
  { label: "dailyHoroscope", to: "/daily-horoscope" },
  { label: "yearlyHoroscope", to: "/yearly-horoscope" },
  { label: "panchang", to: "/panchang" },
  { label: "choghadiya", to: "/choghadiya" },
  { label: "hora", to: "/hora" },
  { label: "kundli", to: "/kundli" },
  { label: "kundliMilan", to: "/kundli-milan" },
  { label: "festivals", to: "/festival" },
] as const;

export const mainNav = [
  { label: "blogs", to: "/blogs" },
  { label: "chat", to: "/chat-with-astrologer" },
  { label: "call", to: "/call-with-astrologer" },
] as const;

export const quickLinks = [
  { label: "dailyHoroscope", to: "/daily-horoscope" },
  { label: "yearlyHoroscope", to: "/yearly-horoscope" },
  { label: "panchang", to: "/panchang" },
  { label: "choghadiya", to: "/choghadiya" },
  { label: "kundli", to: "/kundli" },
  { label: "kundliMilan", to: "/kundli-milan" },
  { label: "festivalCalendar", to: "/festival" },
  { label: "hinduCalendar", to: "/hindu-calendar" },
  { label: "muhurat", to: "/muhurat" },
  { label: "blogs", to: "/blogs" },
  { label: "chatWithAstrologer", to: "/chat-with-astrologer" },
  { label: "callWithAstrologer", to: "/call-with-astrologer" },
  { label: "faq", to: "/faq" },
  { label: "aboutUs", to: "/about" },
] as const;

export const legalLinks = [
  { label: "privacyPolicy", to: "/privacy-policy" },
  { label: "refundPolicy", to: "/refund-policy" },
  { label: "terms", to: "/terms-and-conditions" },
  { label: "deleteAccount", to: "/account-deletion" },
  { label: "grievances", to: "/grievance" },
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

/** The footer's badges; `badge` names their words in common's `trust`. */
export const trustBadges = [
  { badge: "refund", to: "/refund-policy" },
  { badge: "verified", to: "/about" },
  { badge: "payments", to: "/terms-and-conditions" },
] as const;
