// The muhurat calendars: a ceremony's auspicious days of a year for a city, and why each is good.
export default {
  eyebrow: "Shubh muhurat",
  heading: "{{kind}} muhurat {{year}}: {{city}}",
  intro:
    "The days of {{year}} on which a {{kind}} may begin in {{city}}, {{state}}, each with its window in India Standard Time and why it is good. The lagna within a window is for your family's astrologer to choose.",
  count: "{{count}} days in {{year}}.",
  kinds: {
    vivah: "Vivah",
    grihaPravesh: "Griha Pravesh",
    vehicle: "Vehicle Purchase",
    property: "Property Purchase",
    mundan: "Mundan",
    namkaran: "Namkaran",
    annaprashan: "Annaprashan",
  },
  // Vehicle and property purchases are not ceremonies: the other calendars are muhurats.
  kindsNav: "Other muhurats",
  yearsNav: "Other years",
  previousYear: "Previous year",
  nextYear: "Next year",
  monthNone: "No open day.",
  day: "{{date}} ({{weekday}})",
  reason: "{{nakshatra}}, {{tithi}}",
  closedHeading: "Periods closed to {{kind}} in {{year}}",
  closedNone: "No period of {{year}} is closed to it.",
  closed: {
    kharmas: "Kharmas: the Sun in Dhanu or Meena",
    chaturmas: "Chaturmas: Devshayani to Dev Uthani Ekadashi",
    guruAsta: "Guru asta: Jupiter set (combust)",
    shukraAsta: "Shukra asta: Venus set (combust)",
    holashtak: "Holashtak: the eight days before Holi",
    pitruPaksha: "Pitru Paksha: the fortnight of the ancestors",
    adhikMaas: "Adhik maas: the extra month",
    grahan: "Grahan: the days of an eclipse seen here, from the sunrise before its sutak to the sunrise after it",
  },
  rulesHeading: "Why these days",
  rules: {
    nakshatras: "The Moon in one of these nakshatras: {{list}}.",
    tithis: "One of these tithis: {{list}}.",
    anyTithi: "Any tithi but Amavasya.",
    weekdays: "On a {{list}}.",
    sunSigns: "While the Sun is in {{list}}.",
    months: "Not in the lunar months {{list}}.",
    yogas: "Not in the yogas {{list}}.",
    bhadra: "Not while Bhadra dwells on earth (the Moon in Karka, Simha, Kumbha or Meena).",
    padas: "Not in the first quarter of Magha or Mula, nor in the last of Revati.",
    source:
      "The rules are Muhurta Chintamani's as the leading panchangs apply them; where traditions differ, we follow the published lists of the most used panchang, and checked ours against them.",
  },
  form: { legend: "Another city", submit: "Show muhurats" },
  seo: {
    title: "{{kind}} Muhurat {{year}} {{city}}: Shubh Dates and Times",
    description:
      "{{count}} auspicious days for {{kind}} in {{year}} in {{city}}, month by month, each with its time window, nakshatra and tithi, and the periods closed to it.",
    keywords: "{{kind}} muhurat {{year}}, shubh muhurat {{year}}, {{kind}} dates {{year}}, {{city}} muhurat",
  },
} as const;
