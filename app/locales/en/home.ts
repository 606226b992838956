// The home page.
export default {
  metaTitle: "{{brand}} - Free Daily Horoscope, Festival Calendar and Astrologers Online",
  metaDescription:
    "Read your free daily and yearly horoscope, India's festival calendar and astrology articles, and consult verified astrologers by chat or call.",
  metaKeywords: "astrology, daily horoscope, kundli, astrologer online, festival calendar",
  heroTitle: "Talk to India's trusted astrologers",
  heroText: "Free daily horoscopes, festival dates and guidance from verified experts. Your first 5 minutes are free.",
  freeDaily: "Free daily horoscope",
  appTitle: "Get the {{brand}} app",
  appText: "Chat or call verified astrologers from your phone, with a prepaid wallet and secure payments.",
  downloadApp: "Download the app",
  latestBlogs: "Latest from our blog",
  allBlogs: "See all blogs",
  questionTitle: "Have a question on your mind?",
  questionText: "Chat with an astrologer now: the first 5 minutes are free, then from ₹10 a minute.",
  widgetTitle: "Today's horoscope",
  widgetPending: "Today's prediction will appear here shortly.",
  widgetReadMore: "Read the full {{sign}} horoscope",
  widgetOthers: "Other signs:",
  invitation: "This site is also in Hindi.",
  invitationLink: "Read in Hindi",
} as const;
