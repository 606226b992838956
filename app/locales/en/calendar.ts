// The Hindu calendar of a city's month: its days, its vrats and festivals, its title and description.
export default {
  eyebrow: "Hindu calendar",
  heading: "Hindu calendar {{month}} {{year}}: {{city}}",
  intro:
    "Each day's tithi and nakshatra at sunrise, and its sunrise and sunset, for {{city}}, {{state}}, in India Standard Time; the month's vrats are reckoned for the city.",
  lunarMonths: "Lunar months",
  amanta: "Amanta (month ends at the new moon)",
  purnimanta: "Purnimanta (month ends at the full moon, as in North India)",
  monthSpan: "{{month}}: {{from}} to {{to}}",
  adhikNote:
    "Adhik {{month}} is an extra lunar month this year (adhik maas), in which the Sun enters no sign. Weddings, griha pravesh and other new beginnings are not held in it.",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  daysHeading: "Days of {{month}} {{year}}",
  today: "Today",
  sunrise: "Sunrise {{time}}",
  sunset: "Sunset {{time}}",
  moonrise: "Moonrise {{time}}",
  until: "until {{time}}",
  weekday: { sunday: "Sun", monday: "Mon", tuesday: "Tue", wednesday: "Wed", thursday: "Thu", friday: "Fri", saturday: "Sat" },
  vratsHeading: "Vrats of {{month}} {{year}} in {{city}}",
  noVrats: "No vrats fall in this month.",
  vrat: {
    pradosh: "Pradosh Vrat",
    // A Pradosh is named by its weekday, Sunday's to Saturday's.
    raviPradosh: "Ravi Pradosh Vrat",
    somPradosh: "Som Pradosh Vrat",
    bhaumPradosh: "Bhaum Pradosh Vrat",
    budhPradosh: "Budh Pradosh Vrat",
    guruPradosh: "Guru Pradosh Vrat",
    shukraPradosh: "Shukra Pradosh Vrat",
    shaniPradosh: "Shani Pradosh Vrat",
    sankashti: "Sankashti Chaturthi",
    vinayaka: "Vinayaka Chaturthi",
    masikShivaratri: "Masik Shivaratri",
  },
  sankashtiMoonrise: "moonrise {{time}}",
  /** A vrat kept on a day whose sunrise has another tithi: that tithi, and in a few words why (entry). */
  atSunrise: "(at sunrise: {{tithi}}; {{reason}})",
  entry: {
    // {{kaala}} is one of festival:tithiEntry.kaala ("at midnight (nishita)").
    atKaala: "its tithi holds {{kaala}}",
    ekadashi: "kept the day before, as Dwadashi ends before the next sunrise",
    noSunrise: "kshaya: the tithi spans no sunrise",
  },
  /** A festival of a vrat's tithi that its own rule keeps on another day ({{tithi}}: 'Ashwin Purnima'). */
  alsoKept: "{{festival}} is kept on {{date}}: its rite is {{kaala}}, and on that day the {{tithi}} runs then.",
  /** The festivals a vrat can be or stand beside (jyotish/hindu-month.ts, VRAT_FESTIVALS), by their keys, as the festival table names them. */
  festivalName: {
    "Mauni Amavasya": "Mauni Amavasya",
    "Maha Shivaratri": "Maha Shivaratri",
    "Buddha Purnima": "Buddha Purnima",
    "Nirjala Ekadashi": "Nirjala Ekadashi",
    "Ashadhi Ekadashi": "Ashadhi Ekadashi",
    "Guru Purnima": "Guru Purnima",
    "Sarvapitri Amavasya": "Sarvapitri Amavasya",
    "Sharad Purnima": "Sharad Purnima",
    "Dev Uthani Ekadashi": "Dev Uthani Ekadashi",
    "Kartik Purnima": "Kartik Purnima",
    "Saphala Ekadashi": "Saphala Ekadashi",
  },
  sankranti: {
    mesha: "Mesha Sankranti",
    vrishabha: "Vrishabha Sankranti",
    mithuna: "Mithuna Sankranti",
    karka: "Karka Sankranti",
    simha: "Simha Sankranti",
    kanya: "Kanya Sankranti",
    tula: "Tula Sankranti",
    vrishchika: "Vrishchika Sankranti",
    dhanu: "Dhanu Sankranti",
    makara: "Makar Sankranti",
    kumbha: "Kumbha Sankranti",
    meena: "Meena Sankranti",
  },
  download: "Add the month's vrats to your calendar (.ics)",
  festivalsHeading: "Festivals of {{month}} {{year}}",
  festivalsNote: "Festivals are dated as our festival calendar lists them, for New Delhi:",
  festivalsLink: "festival calendar of {{month}} {{year}}",
  rulesHeading: "How the vrat days are found",
  rules: {
    ekadashi:
      "Ekadashi: the day whose sunrise the Ekadashi holds at; the day before when Dwadashi ends before the next sunrise (the Smarta reckoning); when it holds at no sunrise, the day it begins.",
    pradosh: "Pradosh: the day whose evening twilight (the three muhurtas after sunset) the Trayodashi holds in.",
    sankashti: "Sankashti Chaturthi: the day whose moonrise the Krishna Chaturthi holds at; the fast ends when the Moon is seen.",
    vinayaka: "Vinayaka Chaturthi: the day whose midday the Shukla Chaturthi holds in.",
    masikShivaratri: "Masik Shivaratri: the day whose midnight (nishita) the Krishna Chaturdashi holds in.",
    purnima: "Purnima and Amavasya: the day whose sunrise the tithi holds at; when it holds at no sunrise, the day it begins.",
    sankranti: "Sankranti: the day the Sun enters a sidereal sign, or the next day when it enters after sunset.",
    festival:
      "A vrat that is a festival's own day bears the festival's name (the masik Shivaratri of Phalguna is Maha Shivaratri; Nirjala Ekadashi, Buddha Purnima); a festival of the same tithi that its own rule keeps on another day (Sharad Purnima, at midnight; Sarvapitri Amavasya, in the afternoon) is named beside the vrat, with its day.",
  },
  form: { legend: "Another city", submit: "Show calendar" },
  calendarName: "{{brand}} vrats – {{city}}, {{month}} {{year}}",
  seo: {
    title: "Hindu Calendar {{month}} {{year}} {{city}}: Tithi, Vrat and Festivals",
    description:
      "Hindu calendar of {{month}} {{year}} for {{city}}: each day's tithi, nakshatra, sunrise and sunset, with {{vrats}} and the month's festivals.",
    keywords:
      "hindu calendar {{month}} {{year}}, {{month}} {{year}} panchang calendar, {{city}} panchang, ekadashi {{month}} {{year}}, vrat dates",
    chooseTitle: "Hindu calendar: choose the city",
  },
} as const;
