import type en from "../en/forms";
import type { Translation } from "../translation";

const forms: Translation<typeof en> = {
  phone: {
    countryCode: "देश कोड",
    dialCodeNote: "अभी केवल भारतीय (+91) नंबर।",
  },
  required: "(ज़रूरी)",
  otp: {
    legend: "एक बार का पासवर्ड (OTP)",
    digit: "OTP का अंक {{n}}",
  },
  placeChoices: "कौन-सा स्थान? एक चुनें:",
  placeSuggestions: {
    list: "सुझाए गए स्थान",
    found_one: "{{count}} स्थान मिला। ऊपर-नीचे के तीर से चुनें, एंटर से लें।",
    found_other: "{{count}} स्थान मिले। ऊपर-नीचे के तीर से चुनें, एंटर से लें।",
    nearest_one: "इस नाम का कोई स्थान नहीं मिला। मिलते-जुलते नाम का {{count}} स्थान: ऊपर-नीचे के तीर से चुनें।",
    nearest_other: "इस नाम का कोई स्थान नहीं मिला। मिलते-जुलते नामों के {{count}} स्थान: ऊपर-नीचे के तीर से चुनें।",
    none: "इस नाम का कोई स्थान नहीं मिला।",
  },
  locations: {
    country: "देश",
    state: "राज्य",
    city: "शहर",
    chooseCountry: "देश चुनें",
    chooseState: "राज्य चुनें",
    chooseCity: "शहर चुनें",
    countryFirst: "पहले देश चुनें",
    stateFirst: "पहले राज्य चुनें",
    loadingStates: "राज्य लोड हो रहे हैं...",
    loadingCities: "शहर लोड हो रहे हैं...",
    showCountries: "देश दिखाएँ",
    showStates: "राज्य दिखाएँ",
    showCities: "शहर दिखाएँ",
  },
  upload: {
    progress: "अपलोड की प्रगति",
    preparing: "फ़ोटो तैयार हो रही हैं...",
    uploading: "अपलोड हो रहा है...",
  },
  privacyNotice: "<notice>हम आपके डेटा का उपयोग कैसे करते हैं</notice>: हम क्या लेते हैं, क्यों, कितने समय तक रखते हैं, उसे कौन देखता है और आपके अधिकार क्या हैं।",
  consent: {
    label: "मैंने पढ़ लिया है कि मेरे डेटा का उपयोग कैसे होगा, और मैं इससे सहमत हूँ।",
    summaryLabel: "आपके डेटा के उपयोग पर सहमति",
    message: "अपने डेटा के उपयोग पर सहमति देने के लिए कृपया बॉक्स पर सही का निशान लगाएँ। इसके बिना हम आपका रजिस्ट्रेशन नहीं कर सकते।",
  },
  text: {
    tooLong: "{{label}}: ज़्यादा से ज़्यादा {{max}} अक्षर लिखे जा सकते हैं।",
    unprintable: "{{label}}: इसमें कुछ ऐसे अक्षर हैं जिनका उपयोग नहीं किया जा सकता।",
  },
};

export default forms;
