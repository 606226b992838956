import { consentMessages } from "~/domain/consent";
import { DIAL_CODE_NOTE } from "~/domain/phone";
import { textMessages } from "~/domain/text-input";

// What every form shares: its fields' furniture, the error summary, the buttons' states.
export default {
  phone: {
    countryCode: "Country code",
    dialCodeNote: DIAL_CODE_NOTE,
  },
  /** After a radio group's question, for screen readers. */
  required: "(required)",
  otp: {
    legend: "One-time password",
    digit: "OTP digit {{n}}",
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
  consent: consentMessages,
  text: textMessages,
} as const;
