import type en from "../en/forms";
import type { Translation } from "../translation";

const forms: Translation<typeof en> = {
  phone: {
    countryCode: "देश कोड",
    dialCodeNote: "अभी केवल भारतीय (+91) नंबर।",
  },
};

export default forms;
