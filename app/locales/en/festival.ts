// The festival calendar: a month's page, its title and description, its structured data.
export default {
  eyebrow: "Festival calendar {{year}}",
  previousMonth: "Previous month:",
  nextMonth: "Next month:",
  monthsOf: "Months of {{year}}",
  none: "No festivals are listed for {{month}} {{year}}.",
  listLabel: "Festivals in {{month}} {{year}}",
  dateNote: "Date note:",
  download: "Add {{month}} {{year}}'s festivals to your calendar (.ics)",
  otherYears: "Other years",
  inOtherYears: "{{month}} in other years:",
  seo: {
    title: "{{month}} {{year}} Festival Calendar: Indian Festivals and Dates",
    fallbackTitle: "{{brand}} - Festival Calendar",
    description: "Festival calendar for {{month}} {{year}}: dates and details of {{list}}.",
    descriptionEmpty: "Festival calendar for {{month}} {{year}}: the Indian festivals of the month and their dates.",
    andMore: "{{names}} and more Indian festivals",
    and: "{{names}} and {{last}}",
    keywords: "{{month}} {{year}} festivals, festival calendar {{year}}, Hindu festivals, Indian festivals",
    keywordsThisMonth:
      "{{month}} {{year}} festivals, festival calendar {{year}}, Indian festivals {{year}}, Hindu festivals, festival dates",
  },
  /** Where a festival with no regions of its own is held (its Event's place). */
  india: "India",
  /** The calendar file's name in a calendar application. */
  calendarName: "{{brand}} festivals – {{month}} {{year}}",
  /** A year no administrator has edited shows the calendar computed from the panchang. */
  computedNote:
    "Computed calendar: each date is worked out from the panchang for New Delhi by the rule its card gives, the rule the North Indian panchangs keep; a regional panchang may keep a festival a day apart.",
  computedSource: "Computed from the panchang for New Delhi",
  /** The year's Ekadashis by their own names, Purnimas and Amavasyas by their purnimanta months (decision 099). */
  recurring: {
    ekadashi: "{{name}} Ekadashi",
    purnima: "{{month}} Purnima",
    amavasya: "{{month}} Amavasya",
    ekadashiText: "A day of fasting and prayer to Vishnu, the eleventh day of the {{paksha}} half of {{month}}.",
    purnimaText: "The full moon of {{month}}: a day for holy dips, Satyanarayan puja and charity.",
    amavasyaText: "The new moon of {{month}}: a day for offerings to the ancestors (tarpan) and charity.",
  },
  /** An adhik maas, the extra lunar month, as a card from its first day to its last. */
  adhikMaas: "Adhik {{month}} (Purushottam Maas)",
  adhikMaasText:
    "An extra lunar month, in which the Sun enters no sign; one comes about every third year. Devotees give it to Vishnu as Purushottam Maas, with fasting, charity and the reading of scripture; weddings, griha pravesh and other new beginnings wait until it ends.",
  /**
   * A computed festival kept on a day other than the one a panchang names by its tithi (the tithi
   * at sunrise): why, on its card.
   */
  tithiEntry: {
    tithi: "{{month}} {{tithi}}",
    kaala: {
      sunrise: "at sunrise",
      purvahna: "in the morning (purvahna)",
      madhyahna: "at midday (madhyahna)",
      aparahna: "in the afternoon (aparahna)",
      pradosh: "at dusk (pradosh)",
      nishita: "at midnight (nishita)",
      moonrise: "at moonrise",
    },
    atKaala:
      "Kept on {{date}}: a panchang names {{sunriseDay}} by the {{tithi}}, the tithi at its sunrise, but this festival's rite is {{kaala}}, and on {{date}} the {{tithi}} runs then.",
    noSunrise:
      "The {{tithi}} begins after one sunrise and is over before the next, so no day's panchang names it as the tithi at sunrise; the festival is kept on {{date}}.",
    ekadashi:
      "Kept on {{date}}: a panchang names {{sunriseDay}} by the Ekadashi, the tithi at its sunrise, but the Dwadashi is over before the next morning, and the fast must be broken within it, so it is kept the day before.",
    heldAfterSunrise:
      "Kept on {{date}}: a panchang names {{sunriseDay}} by the Purnima, the tithi at its sunrise, but it lasts less than six ghatis (2 hours 24 minutes) past that sunrise, so the rakhi is tied on {{date}}, once Bhadra is over.",
  },
  /**
   * The rule that gives a computed festival its day, on its card, in the words of the rule the
   * code applies (jyotish/festival-rules.ts): `subject` begins the sentence of the card's own
   * festival, `subjectOf` that of another one it is reckoned from (Lohri from Makar Sankranti).
   */
  rule: {
    subject: "Kept",
    subjectOf: "{{festival}} is kept",
    /** a dark-half tithi, named by the purnimanta month, with the amanta month the rules count in */
    amanta: "{{tithi}} (amanta {{month}})",
    lunar: "{{subject}} on the day on which {{tithi}} prevails {{kaala}}.",
    later: "{{subject}} on the day on which {{tithi}} prevails {{kaala}}; of two such days, on the later.",
    otherwiseBegins: "When it prevails then on no day, on the day it begins.",
    otherwiseNext: "When it prevails at no sunrise, on the day after it begins.",
    heldAfterSunrise:
      "{{subject}} on the day on which {{tithi}} prevails at sunrise, if it lasts {{ghatis}} ghatis ({{duration}}) past that sunrise; if not, on the day before, on which it begins.",
    secondEvening:
      "{{subject}} on the day at whose dusk (pradosh) {{tithi}} prevails; of two such days, on the second; of one, on the next day all the same when the tithi lasts three and a half praharas past the next sunrise.",
    ekadashi:
      "{{subject}} on the day on which {{tithi}} prevails at sunrise, or on the day before when the Dwadashi is over before the next sunrise, as the fast is broken within Dwadashi (the Smarta reckoning).",
    sankranti: "{{subject}} on {{sankranti}}: the day the Sun enters sidereal {{sign}}, or the next day when it enters after sunset.",
    sankrantiOwn: "{{subject}} on the day the Sun enters sidereal {{sign}}, or on the next day when it enters after sunset.",
    nakshatra: "{{subject}} on the day of the solar month of {{sign}} whose sunrise finds the Moon in {{nakshatra}}.",
    dayBefore: "{{subject}} on the day before {{festival}}.",
    dayAfter: "{{subject}} on the day after {{festival}}.",
    daysBefore: "{{subject}} {{count}} days before {{festival}}.",
    daysAfter: "{{subject}} {{count}} days after {{festival}}.",
    endsWith: "It runs to {{festival}}.",
    runsDays: "It runs {{count}} days.",
    duration: "{{hours}} h {{minutes}} min",
    adhikMaas:
      "An adhik month is the lunar month, new moon to new moon, in which the Sun enters no sign: from the day of its first sunrise to the day of its Amavasya.",
    regional: "Reckoned for New Delhi; a regional panchang may keep it a day apart.",
  },
  ekadashi: {
    kamada: "Kamada",
    varuthini: "Varuthini",
    mohini: "Mohini",
    apara: "Apara",
    nirjala: "Nirjala",
    yogini: "Yogini",
    devshayani: "Devshayani",
    kamika: "Kamika",
    shravanaPutrada: "Shravana Putrada",
    aja: "Aja",
    parivartini: "Parivartini",
    indira: "Indira",
    papankusha: "Papankusha",
    rama: "Rama",
    devUthani: "Dev Uthani",
    utpanna: "Utpanna",
    mokshada: "Mokshada",
    saphala: "Saphala",
    paushaPutrada: "Pausha Putrada",
    shattila: "Shattila",
    jaya: "Jaya",
    vijaya: "Vijaya",
    amalaki: "Amalaki",
    papmochani: "Papmochani",
    padmini: "Padmini",
    parama: "Parama",
  },
} as const;
