// Yearly horoscope content (spec public-and-customer §2 "Yearly horoscope").
// Each year is plain data: a new year is added as another YearlyHoroscopeYear
// module and registered in ./index.ts, with no page code to change.

export type YearlyHoroscope = {
  /** URL slug: 'aries', 'tauras' (sic, the site's URL spelling for Taurus), 'gemini', ... */
  signSlug: string;
  /** e.g. "Aries Yearly Horoscope 2025" */
  heading: string;
  /** 2-3 paragraphs */
  intro: string[];
  /** "Love and Relationships" paragraphs (2) */
  love: string[];
  /** "Career and Finances" paragraphs (2) */
  career: string[];
  /** "Health & Wellness" paragraphs (1-2) */
  health: string[];
  /** Exactly three "Astrological Remedies" items */
  remedies: [string, string, string];
  /** Exactly five */
  faqs: { question: string; answer: string }[];
  /** Aries only: "Love", "Career" and "Family" sections */
  extraSections?: { title: string; paragraphs: string[] }[];
  /** ~150 characters */
  metaDescription: string;
  keywords: string;
};

export type YearlyHoroscopeYear = { year: number; signs: YearlyHoroscope[] };
