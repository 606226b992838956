import { formatDayMonth } from "~/domain/india-date";

// The words of the computed festivals that no seeded calendar describes (the others take their
// words from the newest seeded year: infra/seed/festivals-*.server.ts), and of the year's
// recurring Ekadashis, Purnimas and Amavasyas.

export type ComputedFestivalText = {
  description: string;
  descriptionHi: string;
  regions?: string;
  /** a picture of a kindred festival, where it has none of its own */
  image?: string;
};

export const COMPUTED_FESTIVAL_TEXTS: Record<string, ComputedFestivalText> = {
  "Durga Ashtami": {
    description:
      "The eighth day of Sharad Navratri: Maha Ashtami, with Kanya Puja in the North and Sandhi Puja and Ashtami anjali in Bengal.",
    descriptionHi: "शारदीय नवरात्रि का आठवाँ दिन: महा अष्टमी। उत्तर भारत में कन्या पूजन और बंगाल में संधि पूजा और अष्टमी की पुष्पांजलि होती है।",
    regions: "Pan-India; West Bengal, Odisha, Assam, Bihar",
    image: "/images/festivals/durga-puja.svg",
  },
  "Maha Navami": {
    description: "The ninth and last day of Sharad Navratri, for Siddhidatri; Ayudha Puja in the South and the end of Navratri fasts.",
    descriptionHi: "शारदीय नवरात्रि का नौवाँ और अंतिम दिन, माँ सिद्धिदात्री का; दक्षिण में आयुध पूजा होती है और नवरात्रि के व्रत पूरे होते हैं।",
    regions: "Pan-India; Ayudha Puja in Karnataka, Tamil Nadu, Kerala",
    image: "/images/festivals/sharad-navratri.svg",
  },
  "Kartik Purnima": {
    description:
      "The full moon of Kartik, holiest of the year's full moons: dips in the Ganga, lamps on the ghats and fairs at Pushkar and Sonepur.",
    descriptionHi: "कार्तिक की पूर्णिमा, वर्ष की सबसे पवित्र पूर्णिमा: गंगा स्नान, घाटों पर दीपदान और पुष्कर व सोनपुर के मेले।",
    regions: "Pan-India",
    image: "/images/festivals/dev-deepawali.svg",
  },
  "Sarvapitri Amavasya": {
    description: "The last day of Pitru Paksha, for the shraddha of every ancestor whose day is not known.",
    descriptionHi: "पितृ पक्ष का अंतिम दिन, उन सभी पूर्वजों के श्राद्ध के लिए जिनकी तिथि ज्ञात नहीं है।",
    regions: "Pan-India",
    image: "/images/festivals/pitru-paksha.svg",
  },
};

export const RECURRING_IMAGES = {
  ekadashi: "/images/festivals/ashadhi-ekadashi.svg",
  purnima: "/images/festivals/sharad-purnima.svg",
  amavasya: "/images/festivals/mauni-amavasya.svg",
} as const;

/**
 * Chhath's words name the days of its two offerings, which move every year: the evening arghya
 * on its third day and the dawn arghya on its fourth ('4 November', '4 नवंबर'). Dates 'YYYY-MM-DD'.
 */
export function chhathText(evening: string, dawn: string): { description: string; descriptionHi: string } {
  return {
    description: `Four days of worship of the Sun and Chhathi Maiya: after Nahay Khay and Kharna, devotees stand in rivers to offer arghya to the setting sun (${formatDayMonth(evening, "en")}) and the rising sun (${formatDayMonth(dawn, "en")}).`,
    descriptionHi: `सूर्य देव और छठी मैया की उपासना के चार दिन: नहाय-खाय और खरना के बाद व्रती नदियों में खड़े होकर डूबते सूर्य (${formatDayMonth(evening, "hi")}) और उगते सूर्य (${formatDayMonth(dawn, "hi")}) को अर्घ्य देते हैं।`,
  };
}
