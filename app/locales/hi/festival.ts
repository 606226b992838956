import type en from "../en/festival";
import type { Translation } from "../translation";

const festival: Translation<typeof en> = {
  eyebrow: "त्योहार कैलेंडर {{year}}",
  previousMonth: "पिछला महीना:",
  nextMonth: "अगला महीना:",
  monthsOf: "{{year}} के महीने",
  none: "{{month}} {{year}} में कोई त्योहार सूची में नहीं है।",
  listLabel: "{{month}} {{year}} के त्योहार",
  dateNote: "तारीख के बारे में:",
  download: "{{month}} {{year}} के त्योहार अपने फ़ोन या कंप्यूटर के कैलेंडर में जोड़ें",
  otherYears: "दूसरे वर्ष",
  inOtherYears: "दूसरे वर्षों में {{month}}:",
  seo: {
    title: "{{month}} {{year}} त्योहार कैलेंडर: भारतीय त्योहार और उनकी तारीखें",
    fallbackTitle: "{{brand}} - त्योहार कैलेंडर",
    description: "{{month}} {{year}} का त्योहार कैलेंडर: {{list}} की तारीखें और पूरी जानकारी।",
    descriptionEmpty: "{{month}} {{year}} का त्योहार कैलेंडर: इस महीने के भारतीय त्योहार और उनकी तारीखें।",
    andMore: "{{names}} और कई दूसरे भारतीय त्योहारों",
    and: "{{names}} और {{last}}",
    keywords: "{{month}} {{year}} के त्योहार, त्योहार कैलेंडर {{year}}, हिंदू त्योहार, भारतीय त्योहार",
    keywordsThisMonth: "{{month}} {{year}} के त्योहार, त्योहार कैलेंडर {{year}}, भारतीय त्योहार {{year}}, हिंदू त्योहार, त्योहारों की तारीखें",
  },
  india: "भारत",
  calendarName: "{{brand}} त्योहार – {{month}} {{year}}",
  computedNote:
    "गणना से बना कैलेंडर: हर तारीख नई दिल्ली के पंचांग से उस नियम से निकाली गई है जो उसके कार्ड पर लिखा है, वही नियम जो उत्तर भारत के पंचांग मानते हैं; क्षेत्रीय पंचांग किसी पर्व को एक दिन आगे-पीछे मान सकते हैं।",
  computedSource: "नई दिल्ली के पंचांग से गणना",
  recurring: {
    ekadashi: "{{name}} एकादशी",
    purnima: "{{month}} पूर्णिमा",
    amavasya: "{{month}} अमावस्या",
    ekadashiText: "भगवान विष्णु के लिए व्रत और प्रार्थना का दिन, {{month}} के {{paksha}} पक्ष की ग्यारहवीं तिथि।",
    purnimaText: "{{month}} की पूर्णिमा: पवित्र स्नान, सत्यनारायण पूजा और दान का दिन।",
    amavasyaText: "{{month}} की अमावस्या: पितरों के तर्पण और दान का दिन।",
  },
  /** An adhik maas, the extra lunar month, as a card from its first day to its last. */
  adhikMaas: "अधिक {{month}} (पुरुषोत्तम मास)",
  adhikMaasText:
    "एक अतिरिक्त चंद्र मास, जिसमें सूर्य किसी राशि में प्रवेश नहीं करता; ऐसा मास लगभग हर तीसरे वर्ष आता है। श्रद्धालु इसे पुरुषोत्तम मास के रूप में भगवान विष्णु को समर्पित करते हैं और व्रत, दान और धर्मग्रंथों का पाठ करते हैं; विवाह, गृह प्रवेश और नए काम इसके बीतने तक रुकते हैं।",
  /**
   * A computed festival kept on a day other than the one a panchang names by its tithi (the tithi
   * at sunrise): why, on its card.
   */
  tithiEntry: {
    tithi: "{{month}} {{tithi}}",
    kaala: {
      sunrise: "सूर्योदय पर",
      purvahna: "पूर्वाह्न में",
      madhyahna: "मध्याह्न में",
      aparahna: "अपराह्न में",
      pradosh: "प्रदोष काल (सूर्यास्त के बाद) में",
      nishita: "निशीथ काल (आधी रात) में",
      moonrise: "चंद्रोदय पर",
    },
    atKaala:
      "{{date}} को मनाया जाता है: पंचांग {{sunriseDay}} को {{tithi}} बताता है, क्योंकि उस दिन सूर्योदय के समय यही तिथि है; पर इस पर्व की पूजा {{kaala}} होती है, और {{date}} को उस समय {{tithi}} रहती है।",
    noSunrise:
      "{{tithi}} एक सूर्योदय के बाद शुरू होकर अगले सूर्योदय से पहले समाप्त हो जाती है, इसलिए किसी दिन के पंचांग में सूर्योदय की तिथि के रूप में नहीं आती; पर्व {{date}} को मनाया जाता है।",
    ekadashi:
      "{{date}} को रखा जाता है: पंचांग {{sunriseDay}} को एकादशी बताता है, क्योंकि उस दिन सूर्योदय के समय यही तिथि है; पर द्वादशी अगली सुबह से पहले समाप्त हो जाती है और व्रत का पारण द्वादशी में ही होना चाहिए, इसलिए व्रत एक दिन पहले रखा जाता है।",
    heldAfterSunrise:
      "{{date}} को मनाया जाता है: पंचांग {{sunriseDay}} को पूर्णिमा बताता है, क्योंकि उस दिन सूर्योदय के समय यही तिथि है; पर वह उस सूर्योदय के बाद छह घटी (2 घंटे 24 मिनट) भी नहीं रहती, इसलिए राखी {{date}} को भद्रा समाप्त होने के बाद बाँधी जाती है।",
  },
  rule: {
    subject: "पर्व का दिन",
    subjectOf: "{{festival}} का दिन",
    amanta: "{{tithi}} (अमांत {{month}})",
    lunar: "{{subject}} वह है, जब {{kaala}} {{tithi}} हो।",
    later: "{{subject}} वह है, जब {{kaala}} {{tithi}} हो; ऐसे दो दिन हों तो बाद वाला।",
    otherwiseBegins: "किसी दिन उस समय यह तिथि न हो, तो वह दिन जिसमें तिथि शुरू होती है।",
    otherwiseNext: "किसी सूर्योदय पर यह तिथि न हो, तो उसके शुरू होने का अगला दिन।",
    heldAfterSunrise:
      "{{subject}} वह है, जब सूर्योदय पर {{tithi}} हो और उस सूर्योदय के बाद कम से कम {{ghatis}} घटी ({{duration}}) रहे; नहीं तो उससे पहले का दिन, जिसमें तिथि शुरू होती है।",
    secondEvening:
      "{{subject}} वह है, जिसके प्रदोष काल (सूर्यास्त के बाद) में {{tithi}} हो; ऐसे दो दिन हों तो दूसरा; एक ही हो, तो भी अगला दिन, अगर तिथि अगले सूर्योदय के बाद साढ़े तीन प्रहर तक रहे।",
    ekadashi:
      "{{subject}} वह है, जब सूर्योदय पर {{tithi}} हो; अगर द्वादशी अगले सूर्योदय से पहले समाप्त हो जाए, तो उससे पहले का दिन, क्योंकि व्रत का पारण द्वादशी में होता है (स्मार्त मत)।",
    sankranti: "{{subject}} {{sankranti}} है: जिस दिन सूर्य निरयण {{sign}} राशि में प्रवेश करे, या प्रवेश सूर्यास्त के बाद हो तो अगला दिन।",
    sankrantiOwn: "{{subject}} वह है, जब सूर्य निरयण {{sign}} राशि में प्रवेश करे; प्रवेश सूर्यास्त के बाद हो तो अगला दिन।",
    nakshatra: "{{subject}} सौर मास {{sign}} का वह दिन है, जिसके सूर्योदय पर चंद्रमा {{nakshatra}} नक्षत्र में हो।",
    dayBefore: "{{subject}} {{festival}} से एक दिन पहले है।",
    dayAfter: "{{subject}} {{festival}} का अगला दिन है।",
    daysBefore: "{{subject}} {{festival}} से {{count}} दिन पहले है।",
    daysAfter: "{{subject}} {{festival}} के {{count}} दिन बाद है।",
    endsWith: "पर्व {{festival}} तक चलता है।",
    runsDays: "पर्व {{count}} दिन चलता है।",
    duration: "{{hours}} घंटे {{minutes}} मिनट",
    adhikMaas:
      "अधिक मास वह चंद्र मास है, एक अमावस्या से अगली अमावस्या तक, जिसमें सूर्य किसी राशि में प्रवेश नहीं करता: उसके पहले सूर्योदय के दिन से उसकी अमावस्या के दिन तक।",
    regional: "गणना नई दिल्ली के लिए है; क्षेत्रीय पंचांग इसे एक दिन आगे-पीछे मान सकते हैं।",
  },
  ekadashi: {
    kamada: "कामदा",
    varuthini: "वरूथिनी",
    mohini: "मोहिनी",
    apara: "अपरा",
    nirjala: "निर्जला",
    yogini: "योगिनी",
    devshayani: "देवशयनी",
    kamika: "कामिका",
    shravanaPutrada: "श्रावण पुत्रदा",
    aja: "अजा",
    parivartini: "परिवर्तिनी",
    indira: "इंदिरा",
    papankusha: "पापांकुशा",
    rama: "रमा",
    devUthani: "देवउठनी",
    utpanna: "उत्पन्ना",
    mokshada: "मोक्षदा",
    saphala: "सफला",
    paushaPutrada: "पौष पुत्रदा",
    shattila: "षटतिला",
    jaya: "जया",
    vijaya: "विजया",
    amalaki: "आमलकी",
    papmochani: "पापमोचनी",
    padmini: "पद्मिनी",
    parama: "परमा",
  },
};

export default festival;
