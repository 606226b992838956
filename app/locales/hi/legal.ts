import type en from "../en/legal";
import type { Translation } from "../translation";

const legal: Translation<typeof en> = {
  lastUpdated: "पिछली बार अपडेट किया गया: {{date}}",
  contents: "विषय-सूची",
  noContact: "हमारी सहायता टीम",
  grievanceOfficer: "हमारे शिकायत अधिकारी",
  grievanceForm: "हमारा शिकायत फ़ॉर्म",
  englishVersion: "अंग्रेज़ी पाठ",
  keywords: {
    "privacy-policy": "गोपनीयता नीति, डेटा संरक्षण, डीपीडीपी अधिनियम, शिकायत अधिकारी",
    "refund-policy": "रिफ़ंड नीति, रद्दीकरण नीति, वॉलेट रिफ़ंड, परामर्श की शिकायत",
    "terms-and-conditions": "नियम और शर्तें, उपयोग की शर्तें, ज्योतिष परामर्श की शर्तें",
    "privacy-notice": "गोपनीयता सूचना, व्यक्तिगत डेटा, डीपीडीपी अधिनियम, सहमति, आपके अधिकार",
  },
};

export default legal;
