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
  download: "{{month}} {{year}} के त्योहार अपने कैलेंडर में जोड़ें (.ics)",
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
    "गणना से बना कैलेंडर: ये तारीखें प्रकाशित पंचांगों के नियमों से नई दिल्ली के पंचांग से निकाली गई हैं और हमारे संपादकों ने अभी इनकी जांच नहीं की है। क्षेत्रीय पंचांगों में एक दिन का अंतर हो सकता है।",
  computedSource: "नई दिल्ली के पंचांग से गणना",
  recurring: {
    ekadashi: "{{month}} {{paksha}} एकादशी",
    purnima: "{{month}} पूर्णिमा",
    amavasya: "{{month}} अमावस्या",
    ekadashiText: "भगवान विष्णु के लिए व्रत और प्रार्थना का दिन, {{month}} के {{paksha}} पक्ष की ग्यारहवीं तिथि।",
    purnimaText: "{{month}} की पूर्णिमा: पवित्र स्नान, सत्यनारायण पूजा और दान का दिन।",
    amavasyaText: "{{month}} की अमावस्या: पितरों के तर्पण और दान का दिन।",
  },
};

export default festival;
