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
    "गणना से बना कैलेंडर: ये तारीखें प्रकाशित पंचांगों के नियमों से नई दिल्ली के पंचांग से निकाली गई हैं और हमारे संपादकों ने अभी इनकी जाँच नहीं की है। क्षेत्रीय पंचांगों में एक दिन का अंतर हो सकता है।",
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
