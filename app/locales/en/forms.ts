import { DIAL_CODE_NOTE } from "~/domain/phone";

// What every form shares: its fields' furniture, the error summary, the buttons' states.
export default {
  phone: {
    countryCode: "Country code",
    dialCodeNote: DIAL_CODE_NOTE,
  },
} as const;
