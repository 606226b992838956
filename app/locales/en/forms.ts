// What every form shares: its fields' furniture, the error summary, the buttons' states.
export default {
  phone: {
    countryCode: "Country code",
    dialCodeNote: "Only Indian (+91) numbers for now.",
  },
  /** After a radio group's question, for screen readers. */
  required: "(required)",
  otp: {
    legend: "One-time password",
    digit: "OTP digit {{n}}",
  },
  /** A typed place that named several, or none: the places it may be, each a button that posts the form again with it. */
  placeChoices: "Which place? Choose one:",
  /** Said by a screen reader as places are suggested under a place field (with JavaScript). */
  placeSuggestions: {
    list: "Suggested places",
    found_one: "{{count}} place found. Up and down arrows to choose, Enter to take it.",
    found_other: "{{count}} places found. Up and down arrows to choose, Enter to take one.",
    nearest_one: "No place of this name. {{count}} place with a name near it: up and down arrows to choose.",
    nearest_other: "No place of this name. {{count}} places with names near it: up and down arrows to choose.",
    none: "No place of this name found.",
  },
  locations: {
    country: "Country",
    state: "State",
    city: "City",
    chooseCountry: "Select a country",
    chooseState: "Select a state",
    chooseCity: "Select a city",
    countryFirst: "Select a country first",
    stateFirst: "Select a state first",
    loadingStates: "Loading states...",
    loadingCities: "Loading cities...",
    showCountries: "Show countries",
    showStates: "Show states",
    showCities: "Show cities",
  },
  upload: {
    progress: "Upload progress",
    preparing: "Preparing photos...",
    uploading: "Uploading...",
  },
  /** The notice at collection beside every form that asks for personal data. */
  privacyNotice: "<notice>How we use your data</notice>: what we collect, why, for how long, who sees it and your rights.",
  consent: {
    /** The box's own label. */
    label: "I have read how we use my data, and I agree to it.",
    /** The box as the error summary names it, among the form's other fields. */
    summaryLabel: "Agreement to how we use your data",
    // Our wording: the spec predates the consent box.
    message: "Please tick the box to agree to how we use your data. We cannot register you without it.",
  },
  text: {
    tooLong: "{{label}} must be at most {{max}} characters.",
    unprintable: "{{label}} contains characters that cannot be used.",
  },
} as const;
