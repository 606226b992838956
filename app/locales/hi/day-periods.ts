import type en from "../en/day-periods";
import type { Translation } from "../translation";

const muhurta: Translation<typeof en> = {
  choghadiya: {
    eyebrow: "चौघड़िया",
    heading: "{{city}} का चौघड़िया, {{date}}",
    intro:
      "सूर्योदय से सूर्यास्त तक का दिन और सूर्यास्त से अगले सूर्योदय तक की रात, दोनों आठ-आठ बराबर चौघड़ियों में बँटते हैं; इनका क्रम वार से तय होता है। गणना {{city}}, {{state}} ({{latitude}}, {{longitude}}) के लिए, भारतीय मानक समय में।",
    day: "दिन का चौघड़िया",
    night: "रात का चौघड़िया",
    period: "चौघड़िया",
    running: "अभी {{name}} का चौघड़िया चल रहा है, {{time}} तक।",
    beforeSunrise: "अभी सूर्योदय नहीं हुआ है: {{date}} की रात चल रही है, {{name}} का चौघड़िया {{time}} तक।",
    submit: "चौघड़िया देखें",
    note: "शुभ: अमृत, शुभ और लाभ। सामान्य: चर। अशुभ: उद्वेग, काल और रोग।",
    seo: {
      title: "चौघड़िया {{date}}, {{city}}: दिन और रात के चौघड़िया का समय",
      description:
        "{{date}} को {{city}} के दिन के आठ और रात के आठ चौघड़िया (अमृत, शुभ, लाभ, चर, उद्वेग, काल, रोग), उनके समय और शुभ-अशुभ फल के साथ। सूर्योदय {{sunrise}}, सूर्यास्त {{sunset}}।",
      keywords: "चौघड़िया, आज का चौघड़िया, {{city}} चौघड़िया, दिन का चौघड़िया, रात का चौघड़िया, शुभ मुहूर्त",
      chooseTitle: "चौघड़िया: शहर चुनें",
    },
  },
  hora: {
    eyebrow: "होरा",
    heading: "{{city}} की होरा, {{date}}",
    intro:
      "दिन और रात, दोनों बारह-बारह बराबर होराओं में बँटते हैं। दिन की पहली होरा वार के स्वामी ग्रह की होती है; फिर ग्रह इस क्रम में आते हैं: सूर्य, शुक्र, बुध, चंद्र, शनि, गुरु, मंगल। गणना {{city}}, {{state}} ({{latitude}}, {{longitude}}) के लिए, भारतीय मानक समय में।",
    day: "दिन की होरा",
    night: "रात की होरा",
    period: "ग्रह",
    running: "अभी {{name}} की होरा चल रही है, {{time}} तक।",
    beforeSunrise: "अभी सूर्योदय नहीं हुआ है: {{date}} की रात चल रही है, {{name}} की होरा {{time}} तक।",
    submit: "होरा देखें",
    note: "हर होरा दिन या रात का बारहवाँ भाग है, इसलिए उसकी अवधि ऋतु के साथ घटती-बढ़ती है।",
    seo: {
      title: "होरा {{date}}, {{city}}: दिन और रात की होरा का समय",
      description:
        "{{date}} को {{city}} में सूर्योदय {{sunrise}} से चौबीस होरा, हर एक अपने ग्रह (सूर्य, शुक्र, बुध, चंद्र, शनि, गुरु, मंगल) और समय के साथ। सूर्यास्त {{sunset}}।",
      keywords: "होरा, आज की होरा, {{city}} होरा, होरा चक्र, ग्रह होरा, शुभ मुहूर्त",
      chooseTitle: "होरा: शहर चुनें",
    },
  },
  choghadiyaName: {
    amrit: "अमृत",
    shubh: "शुभ",
    labh: "लाभ",
    chal: "चर",
    udveg: "उद्वेग",
    kaal: "काल",
    rog: "रोग",
  },
  qualityMarred: "{{quality}}, पर {{periods}} में: नए काम के लिए नहीं",
  quality: { good: "शुभ", neutral: "सामान्य", bad: "अशुभ" },
  lord: { sun: "सूर्य", venus: "शुक्र", mercury: "बुध", moon: "चंद्र", saturn: "शनि", jupiter: "गुरु", mars: "मंगल" },
  columns: { time: "समय", quality: "फल" },
  now: "अभी",
  span: "{{start}} से {{end}} तक",
  sunTimes: "सूर्योदय {{sunrise}}, सूर्यास्त {{sunset}}, अगला सूर्योदय {{nextSunrise}}।",
  related: "{{city}} में इसी दिन के",
  links: { panchang: "पंचांग", choghadiya: "चौघड़िया", hora: "होरा" },
};

export default muhurta;
