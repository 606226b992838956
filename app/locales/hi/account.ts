import type en from "../en/account";
import type { Translation } from "../translation";

const account: Translation<typeof en> = {
  login: {
    invalidPhone: "कृपया सही 10 अंकों का फ़ोन नंबर डालें।",
    sendFailed: "OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
    indiaOnly: "OTP केवल भारतीय (+91) मोबाइल नंबरों पर भेजा जा सकता है।",
    rateLimited: "इस नंबर के लिए बहुत बार OTP माँगा गया है। कृपया कुछ देर बाद फिर से कोशिश करें।",
    addressLimited: "आपके नेटवर्क से बहुत बार OTP माँगा गया है। कृपया कुछ देर बाद फिर से कोशिश करें।",
  },
  otp: {
    incomplete: "कृपया OTP के चारों अंक डालें।",
    noPhone: "फ़ोन नंबर नहीं मिला। कृपया पीछे जाकर फिर से कोशिश करें।",
    noSession: "OTP की अवधि समाप्त हो गई है या वह नहीं मिला। नया OTP पाने के लिए कृपया OTP दोबारा भेजें।",
    invalid: "OTP गलत है। कृपया फिर से कोशिश करें।",
    validationError: "OTP की जाँच में कोई गड़बड़ हुई। कृपया फिर से कोशिश करें।",
    resendFailed: "OTP दोबारा नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
    resendNoPhone: "OTP दोबारा भेजने के लिए फ़ोन नंबर नहीं मिला। कृपया लॉग इन/साइन अप पेज पर जाएँ।",
    expired: "OTP की अवधि समाप्त हो गई!",
    tooManyAttempts: "बहुत बार गलत OTP डाला गया। नया OTP पाने के लिए कृपया OTP दोबारा भेजें।",
    resendTooSoon: "नया OTP माँगने से पहले कृपया {{seconds}} सेकंड रुकें।",
    resent: "आपके मोबाइल नंबर पर नया OTP भेज दिया गया है।",
    resendFrom: "आप {{clock}} (भारतीय समय) से नया OTP माँग सकते हैं।",
  },
  signup: {
    metaTitle: "{{brand}} - मोबाइल नंबर से लॉग इन करें",
    metaDescription: "अपने मोबाइल नंबर और एक बार के पासवर्ड (OTP) से {{brand}} पर लॉग इन या साइन अप करें।",
    title: "लॉग इन या साइन अप करें",
    lead: "अपना मोबाइल नंबर डालें। हम आपको SMS से 4 अंकों का OTP भेजेंगे।",
    mobileLabel: "मोबाइल नंबर",
    leaveEmpty: "इसे खाली छोड़ दें",
    send: "OTP भेजें",
    sending: "OTP भेजा जा रहा है...",
    agree:
      "आगे बढ़कर आप हमारे <terms>नियम और शर्तों</terms> और <privacy>गोपनीयता नीति</privacy> से सहमत होते हैं। आपकी आयु 18 वर्ष या उससे अधिक होनी चाहिए।",
  },
};

export default account;
