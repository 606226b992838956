// The transit pages: a graha's year of sign changes, stations and settings, and what its transit
// means by house from each Moon sign; and the line a day's panchang gives a graha's change.
export default {
  eyebrow: "Gochar",
  name: {
    sun: "Surya (Sun)",
    moon: "Chandra (Moon)",
    mars: "Mangal (Mars)",
    mercury: "Budh (Mercury)",
    jupiter: "Guru (Jupiter)",
    venus: "Shukra (Venus)",
    saturn: "Shani (Saturn)",
    rahu: "Rahu",
    ketu: "Ketu",
  },
  heading: "{{graha}} Gochar {{year}}",
  intro:
    "Where {{graha}} moves through the signs in {{year}}: each sign it enters and when, in India Standard Time, reckoned in the sidereal (nirayana) zodiac with Lahiri's ayanamsa, as the Indian almanacs do.",
  startsIn: "On 1 January {{year}} it is in {{sign}}.",
  eventsHeading: "{{graha}} in {{year}}",
  none: "It stays in {{sign}} all year.",
  event: {
    ingress: "Enters {{sign}}",
    returns: "Returns to {{sign}}, moving back (vakri)",
    retrograde: "Turns retrograde (vakri) in {{sign}}",
    direct: "Turns direct (margi) in {{sign}}",
    asta: "Sets in the Sun's glare (asta) in {{sign}}",
    uday: "Rises out of the Sun's glare (uday) in {{sign}}",
  },
  combustionRule: "Asta and uday: {{graha}} is combust within {{orb}}° of the Sun (Surya Siddhanta's orb, as the almanacs state it).",
  combustionRuleVenus:
    "Asta and uday: Venus is combust within 7° of the Sun moving forward and 8° moving back, the orbs that give the published Shukra asta dates.",
  combustionRuleMercury: "Asta and uday: Mercury is combust within 14° of the Sun moving forward and 12° moving back (Surya Siddhanta).",
  readingHeading: "What it means from your Moon sign",
  readingIntro:
    "A transit is read from the Moon sign (chandra rashi): count from your Moon sign, as the 1st house, to the sign {{graha}} is in. The readings follow Phaladeepika's chapter on gochar; they tell the tenor of a time, not a fixed event.",
  fromMoon: "{{sign}} Moon sign",
  houseLine: "{{span}}: {{house}} house from the Moon. {{reading}}",
  houseOnly: "{{house}} house from the Moon: {{reading}}",
  good: "a good house for it",
  hard: "a house to go carefully in",
  fastNote:
    "{{graha}} changes sign every few weeks: find its sign in the list above, count the houses from your Moon sign, and read the house below.",
  moonNote: "The Moon changes sign every two and a quarter days: the day's panchang names its sign.",
  otherGrahas: "Other grahas in {{year}}",
  previousYear: "Previous year",
  nextYear: "Next year",
  indexHeading: "Gochar {{year}}: the grahas' transits",
  indexIntro: "Each graha's sign changes, stations and settings of {{year}}, in India Standard Time.",
  dayLine: "{{graha}}: {{event}} at {{time}}",
  seo: {
    title: "{{graha}} Gochar {{year}}: Transit Dates, Retrograde and Effects on Each Moon Sign",
    description:
      "{{graha}}'s transits of {{year}} in the sidereal zodiac (Lahiri): every sign change with its time in IST, retrograde and direct stations, asta and uday, and what it means from each Moon sign.",
    indexTitle: "Gochar {{year}}: Planetary Transits of the Year",
  },
} as const;
