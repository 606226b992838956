import type en from "../en/muhurat";
import type { Translation } from "../translation";

// शुभ मुहूर्त: किसी संस्कार के वर्ष भर के शुभ दिन, शहर के अनुसार, और हर दिन के शुभ होने का कारण।
const muhurat: Translation<typeof en> = {
  eyebrow: "शुभ मुहूर्त",
  heading: "{{kind}} मुहूर्त {{year}}: {{city}}",
  intro:
    "{{year}} के वे दिन जो {{city}}, {{state}} में {{kind}} के लिए शुभ हैं, हर दिन का समय भारतीय मानक समय में और उसके शुभ होने का कारण। समय के भीतर लग्न आपके परिवार के ज्योतिषी चुनते हैं।",
  count: "{{year}} में {{count}} दिन।",
  kinds: {
    vivah: "विवाह",
    grihaPravesh: "गृह प्रवेश",
    vehicle: "वाहन खरीद",
    property: "संपत्ति खरीद",
    mundan: "मुंडन",
    namkaran: "नामकरण",
    annaprashan: "अन्नप्राशन",
  },
  // Vehicle and property purchases are not samskaras: the other calendars are muhurats.
  kindsNav: "अन्य मुहूर्त",
  yearsNav: "दूसरे वर्ष",
  previousYear: "पिछला वर्ष",
  nextYear: "अगला वर्ष",
  monthNone: "कोई शुभ दिन नहीं।",
  day: "{{date}} ({{weekday}})",
  reason: "{{nakshatra}}, {{tithi}}",
  partFrom: "{{time}} से {{what}}",
  closedHeading: "{{year}} में {{kind}} के लिए वर्जित समय",
  closedNone: "{{year}} में इसके लिए कोई समय वर्जित नहीं है।",
  closedFrom: "{{day}}, {{time}} से",
  closedUntil: "{{day}}, {{time}} तक",
  periodNames: {
    kharmas: "खरमास",
    chaturmas: "चातुर्मास",
    guruAsta: "गुरु अस्त",
    shukraAsta: "शुक्र अस्त",
    holashtak: "होलाष्टक",
    pitruPaksha: "पितृ पक्ष",
    adhikMaas: "अधिक मास",
    grahan: "यहाँ दिखने वाले ग्रहण का दिन",
  },
  closed: {
    kharmas: "खरमास: सूर्य धनु या मीन राशि में",
    chaturmas: "चातुर्मास: देवशयनी से देवउठनी एकादशी तक",
    guruAsta: "गुरु अस्त",
    shukraAsta: "शुक्र अस्त",
    holashtak: "होलाष्टक: होली से पहले के आठ दिन",
    pitruPaksha: "पितृ पक्ष",
    adhikMaas: "अधिक मास",
    grahan: "ग्रहण: यहाँ दिखने वाले ग्रहण के दिन, सूतक से पहले के सूर्योदय से ग्रहण के बाद के सूर्योदय तक",
  },
  rulesHeading: "ये दिन क्यों",
  rules: {
    nakshatras: "चंद्रमा इनमें से किसी नक्षत्र में हो: {{list}}।",
    tithis: "इनमें से कोई तिथि हो: {{list}}।",
    closed: "इन अवधियों में नहीं: {{list}}।",
    anyTithi: "अमावस्या के सिवा कोई भी तिथि।",
    weekdays: "वार: {{list}}।",
    sunSigns: "जब सूर्य इन राशियों में हो: {{list}}।",
    months: "इन चंद्र मासों में नहीं: {{list}}।",
    yogas: "इन योगों में नहीं: {{list}}।",
    bhadra: "जब भद्रा पृथ्वी पर हो तब नहीं (चंद्रमा कर्क, सिंह, कुंभ या मीन में)।",
    padas: "मघा और मूल के पहले चरण और रेवती के अंतिम चरण में नहीं।",
    source:
      "नियम मुहूर्त चिंतामणि के हैं, जैसे प्रमुख पंचांग उन्हें लागू करते हैं। जिस वर्जित अवधि पर परंपराएँ अलग हैं, उसे हम तब वर्जित रखते हैं जब अधिक पढ़े जाने वाले पंचांग उसे इसके लिए वर्जित मानते हैं, ताकि यहाँ दिया कोई दिन हमारे किसी दूसरे पृष्ठ की बताई अवधि में न पड़े। हर अवधि का पहला और अंतिम दिन वही है जिस दिन यह कैलेंडर इस शहर में उसके पर्व मानता है।",
  },
  form: { legend: "दूसरा शहर", submit: "मुहूर्त दिखाएँ" },
  seo: {
    title: "{{kind}} मुहूर्त {{year}} {{city}}: शुभ तारीखें और समय",
    description: "{{city}} में {{year}} के {{kind}} के {{count}} शुभ दिन, महीने के अनुसार, हर दिन का समय, नक्षत्र और तिथि, और वर्जित समय।",
    keywords: "{{kind}} मुहूर्त {{year}}, शुभ मुहूर्त {{year}}, {{kind}} की तारीखें {{year}}, {{city}} मुहूर्त",
  },
};

export default muhurat;
