// The day's choghadiyas and horas: their pages and the names of their periods.
const muhurta = {
  choghadiya: {
    eyebrow: "Choghadiya",
    heading: "Choghadiya for {{city}}, {{date}}",
    intro:
      "The daytime from sunrise to sunset and the night from sunset to the next sunrise, each in eight equal choghadiyas; the weekday decides their order. Computed for {{city}}, {{state}} ({{latitude}}, {{longitude}}), in India Standard Time.",
    day: "Day choghadiya",
    night: "Night choghadiya",
    period: "Choghadiya",
    running: "Now: {{name}} choghadiya, until {{time}}.",
    beforeSunrise: "The Sun has not risen yet: the night of {{date}} runs, {{name}} choghadiya until {{time}}.",
    submit: "Show choghadiya",
    note: "Good: Amrit, Shubh and Labh. Neutral: Chal. Bad: Udveg, Kaal and Rog.",
    seo: {
      title: "Choghadiya {{date}}, {{city}}: day and night choghadiya timings",
      description:
        "{{city}} choghadiya for {{date}}: the eight day and eight night choghadiyas (Amrit, Shubh, Labh, Chal, Udveg, Kaal, Rog) with their times, good or bad. Sunrise {{sunrise}}, sunset {{sunset}}.",
      keywords: "choghadiya, aaj ka choghadiya, {{city}} choghadiya, today choghadiya, day choghadiya, night choghadiya, shubh muhurat",
      chooseTitle: "Choghadiya: choose the city",
    },
  },
  hora: {
    eyebrow: "Hora",
    heading: "Hora for {{city}}, {{date}}",
    intro:
      "The daytime and the night, each in twelve equal horas. The day's first hora is the weekday lord's; the planets follow in the order Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars. Computed for {{city}}, {{state}} ({{latitude}}, {{longitude}}), in India Standard Time.",
    day: "Day horas",
    night: "Night horas",
    period: "Planet",
    running: "Now: the hora of {{name}}, until {{time}}.",
    beforeSunrise: "The Sun has not risen yet: the night of {{date}} runs, the hora of {{name}} until {{time}}.",
    submit: "Show hora",
    note: "Each hora is a twelfth of the daytime or of the night, so its length changes with the season.",
    seo: {
      title: "Hora {{date}}, {{city}}: planetary hours of the day and night",
      description:
        "{{city}} hora for {{date}}: the 24 horas from sunrise {{sunrise}}, each with its planet (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars) and its times. Sunset {{sunset}}.",
      keywords: "hora, aaj ki hora, {{city}} hora, hora today, planetary hours, hora chart",
      chooseTitle: "Hora: choose the city",
    },
  },
  choghadiyaName: {
    amrit: "Amrit",
    shubh: "Shubh",
    labh: "Labh",
    chal: "Chal",
    udveg: "Udveg",
    kaal: "Kaal",
    rog: "Rog",
  },
  // A good choghadiya the day's Rahu Kaal, Yamaganda or Gulika Kaal falls in: good, but not for a beginning.
  qualityMarred: "{{quality}}, but in {{periods}}: not for a beginning",
  quality: { good: "Good", neutral: "Neutral", bad: "Bad" },
  lord: { sun: "Sun", venus: "Venus", mercury: "Mercury", moon: "Moon", saturn: "Saturn", jupiter: "Jupiter", mars: "Mars" },
  columns: { time: "Time", quality: "Nature" },
  now: "Now",
  span: "{{start}} to {{end}}",
  sunTimes: "Sunrise {{sunrise}}, sunset {{sunset}}, next sunrise {{nextSunrise}}.",
  related: "The same day in {{city}}",
  links: { panchang: "Panchang", choghadiya: "Choghadiya", hora: "Hora" },
};

export default muhurta;
