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
] as const;

export const socialLinks = [
  { label: "Facebook", href: "https://www.facebook.com/" },
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "YouTube", href: "https://www.youtube.com/" },
  { label: "X (Twitter)", href: "https://x.com/" },
] as const;

export const trustBadges = [
  { title: "Refund policy", text: "Refunds within 7 working days", to: "/refund-policy" },
  { title: "Verified experts", text: "Identity documents checked", to: "/about" },
  { title: "Secure payments", text: "Prepaid, encrypted and protected", to: "/terms-and-conditions" },
] as const;
