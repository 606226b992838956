// The date note of a seeded festival whose day the festival rules gave (jyotish/festival-rules.ts):
// the rule, in the words the computed calendar gives it (services/computed-festivals.server.ts,
// festivalRuleNote), then why a panchang names another day where the year's tithi does so, then
// that it is reckoned for New Delhi, then anything the year adds. A card says why its day is the
// day, never whether a source was found. tests/unit/festival-rule-notes.test.ts holds every such
// note to the words the rules give.

/** Each festival's rule, as the computed calendar words it: its first sentences. */
const RULES: Record<string, { en: string; hi: string }> = {
  Lohri: {
    en: "Kept on the day before Makar Sankranti. Makar Sankranti is kept on the day the Sun enters sidereal Makara (Capricorn), or on the next day when it enters after sunset.",
    hi: "पर्व का दिन मकर संक्रांति से एक दिन पहले है। मकर संक्रांति का दिन वह है, जब सूर्य निरयण मकर राशि में प्रवेश करे; प्रवेश सूर्यास्त के बाद हो तो अगला दिन।",
  },
  "Sakat Chauth": {
    en: "Kept on the day on which Magha Krishna Chaturthi (amanta Pausha) prevails at moonrise.",
    hi: "पर्व का दिन वह है, जब चंद्रोदय पर माघ कृष्ण चतुर्थी (अमांत पौष) हो।",
  },
  "Mauni Amavasya": {
    en: "Kept on the day on which Magha Amavasya (amanta Pausha) prevails at sunrise.",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर माघ अमावस्या (अमांत पौष) हो।",
  },
  "Sheetala Ashtami": {
    en: "Kept on the day on which Chaitra Krishna Ashtami (amanta Phalguna) prevails at sunrise.",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर चैत्र कृष्ण अष्टमी (अमांत फाल्गुन) हो।",
  },
  "Akshaya Tritiya": {
    en: "Kept on the day on which Vaishakha Shukla Tritiya prevails in the morning (purvahna).",
    hi: "पर्व का दिन वह है, जब पूर्वाह्न में वैशाख शुक्ल तृतीया हो।",
  },
  "Ganga Dussehra": {
    en: "Kept on the day on which Jyeshtha Shukla Dashami prevails at sunrise.",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर ज्येष्ठ शुक्ल दशमी हो।",
  },
  "Nirjala Ekadashi": {
    en: "Kept on the day on which Jyeshtha Shukla Ekadashi prevails at sunrise, or on the day before when the Dwadashi is over before the next sunrise, as the fast is broken within Dwadashi (the Smarta reckoning).",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर ज्येष्ठ शुक्ल एकादशी हो; अगर द्वादशी अगले सूर्योदय से पहले समाप्त हो जाए, तो उससे पहले का दिन, क्योंकि व्रत का पारण द्वादशी में होता है (स्मार्त मत)।",
  },
  "Ashadhi Ekadashi": {
    en: "Kept on the day on which Ashadha Shukla Ekadashi prevails at sunrise, or on the day before when the Dwadashi is over before the next sunrise, as the fast is broken within Dwadashi (the Smarta reckoning).",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर आषाढ़ शुक्ल एकादशी हो; अगर द्वादशी अगले सूर्योदय से पहले समाप्त हो जाए, तो उससे पहले का दिन, क्योंकि व्रत का पारण द्वादशी में होता है (स्मार्त मत)।",
  },
  "Guru Purnima": {
    en: "Kept on the day on which Ashadha Purnima prevails at sunrise.",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर आषाढ़ पूर्णिमा हो।",
  },
  "Hariyali Teej": {
    en: "Kept on the day on which Shravana Shukla Tritiya prevails at sunrise.",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर श्रावण शुक्ल तृतीया हो।",
  },
  "Hartalika Teej": {
    en: "Kept on the day on which Bhadrapada Shukla Tritiya prevails at sunrise.",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर भाद्रपद शुक्ल तृतीया हो।",
  },
  "Anant Chaturdashi": {
    en: "Kept on the day on which Bhadrapada Shukla Chaturdashi prevails at sunrise.",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर भाद्रपद शुक्ल चतुर्दशी हो।",
  },
  "Pitru Paksha": {
    en: "Kept on the day on which Bhadrapada Purnima prevails at sunrise. It runs to Sarvapitri Amavasya.",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर भाद्रपद पूर्णिमा हो। पर्व सर्वपितृ अमावस्या तक चलता है।",
  },
  "Vishwakarma Puja": {
    en: "Kept on Kanya Sankranti: the day the Sun enters sidereal Kanya (Virgo), or the next day when it enters after sunset.",
    hi: "पर्व का दिन कन्या संक्रांति है: जिस दिन सूर्य निरयण कन्या राशि में प्रवेश करे, या प्रवेश सूर्यास्त के बाद हो तो अगला दिन।",
  },
  "Ahoi Ashtami": {
    en: "Kept on the day on which Kartika Krishna Ashtami (amanta Ashwin) prevails at dusk (pradosh).",
    hi: "पर्व का दिन वह है, जब प्रदोष काल (सूर्यास्त के बाद) में कार्तिक कृष्ण अष्टमी (अमांत आश्विन) हो।",
  },
  Dhanteras: {
    en: "Kept on the day on which Kartika Krishna Trayodashi (amanta Ashwin) prevails at dusk (pradosh).",
    hi: "पर्व का दिन वह है, जब प्रदोष काल (सूर्यास्त के बाद) में कार्तिक कृष्ण त्रयोदशी (अमांत आश्विन) हो।",
  },
  "Tulsi Vivah": {
    en: "Kept on the day on which Kartika Shukla Dwadashi prevails at sunrise.",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर कार्तिक शुक्ल द्वादशी हो।",
  },
  "Dev Deepawali": {
    en: "Kept on the day on which Kartika Purnima prevails at dusk (pradosh).",
    hi: "पर्व का दिन वह है, जब प्रदोष काल (सूर्यास्त के बाद) में कार्तिक पूर्णिमा हो।",
  },
  "Vivah Panchami": {
    en: "Kept on the day on which Margashirsha Shukla Panchami prevails at sunrise.",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर मार्गशीर्ष शुक्ल पंचमी हो।",
  },
  "Gita Jayanti": {
    en: "Kept on the day on which Margashirsha Shukla Ekadashi prevails at sunrise, or on the day before when the Dwadashi is over before the next sunrise, as the fast is broken within Dwadashi (the Smarta reckoning).",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर मार्गशीर्ष शुक्ल एकादशी हो; अगर द्वादशी अगले सूर्योदय से पहले समाप्त हो जाए, तो उससे पहले का दिन, क्योंकि व्रत का पारण द्वादशी में होता है (स्मार्त मत)।",
  },
  "Dattatreya Jayanti": {
    en: "Kept on the day on which Margashirsha Purnima prevails at dusk (pradosh).",
    hi: "पर्व का दिन वह है, जब प्रदोष काल (सूर्यास्त के बाद) में मार्गशीर्ष पूर्णिमा हो।",
  },
  "Saphala Ekadashi": {
    en: "Kept on the day on which Pausha Krishna Ekadashi (amanta Margashirsha) prevails at sunrise, or on the day before when the Dwadashi is over before the next sunrise, as the fast is broken within Dwadashi (the Smarta reckoning).",
    hi: "पर्व का दिन वह है, जब सूर्योदय पर पौष कृष्ण एकादशी (अमांत मार्गशीर्ष) हो; अगर द्वादशी अगले सूर्योदय से पहले समाप्त हो जाए, तो उससे पहले का दिन, क्योंकि व्रत का पारण द्वादशी में होता है (स्मार्त मत)।",
  },
};

export const REGIONAL = "Reckoned for New Delhi; a regional panchang may keep it a day apart.";
export const REGIONAL_HI = "गणना नई दिल्ली के लिए है; क्षेत्रीय पंचांग इसे एक दिन आगे-पीछे मान सकते हैं।";

type Words = { en: string; hi: string };

/**
 * The note of a festival the rules dated: its rule, the year's word on the tithi's entry (`entry`:
 * why a panchang names another day), that it is reckoned for New Delhi, and what else the year
 * says (`after`: another calendar's day).
 */
export function ruleNote(name: string, { entry, after }: { entry?: Words; after?: Words } = {}): { dateNote: string; dateNoteHi: string } {
  const rule = RULES[name];
  if (!rule) throw new Error(`No rule words for ${name}`);
  const words = (language: keyof Words, regional: string) =>
    [rule[language], entry?.[language], regional, after?.[language]].filter(Boolean).join(" ");
  return { dateNote: words("en", REGIONAL), dateNoteHi: words("hi", REGIONAL_HI) };
}

/** The rule of a festival that is another's last day, its sentence opened by its own name. */
const LAST_DAYS: Record<string, { runsTo: Words; rule: Words }> = {
  "Anant Chaturdashi": {
    runsTo: { en: "It runs to Anant Chaturdashi.", hi: "पर्व अनंत चतुर्दशी तक चलता है।" },
    rule: {
      en: "Anant Chaturdashi is kept on the day on which Bhadrapada Shukla Chaturdashi prevails at sunrise.",
      hi: "अनंत चतुर्दशी का दिन वह है, जब सूर्योदय पर भाद्रपद शुक्ल चतुर्दशी हो।",
    },
  },
};

/**
 * The note of a festival dated by published calendars whose last day the rules gave (Ganesh
 * Chaturthi to Anant Chaturdashi): what the year says first (`before`), then the last day's rule.
 */
export function lastDayNote(last: string, before?: Words): { dateNote: string; dateNoteHi: string } {
  const day = LAST_DAYS[last];
  if (!day) throw new Error(`No rule words for ${last}`);
  const words = (language: keyof Words, regional: string) =>
    [before?.[language], day.runsTo[language], day.rule[language], regional].filter(Boolean).join(" ");
  return { dateNote: words("en", REGIONAL), dateNoteHi: words("hi", REGIONAL_HI) };
}
