// DEMO CONTENT. Generated daily horoscope texts in Hindi for the Hindi edition, so its
// horoscope pages have something to show before an administrator uploads real Hindi
// predictions. Written in Hindi from their own phrases (not translated sentence by sentence
// from the English generator), assembled from general advice, not written by an astrologer
// for that day.

import { dayNumber, demoPredictionSigns, hash, mod } from "./demo-predictions.server";

type Sign = (typeof demoPredictionSigns)[number];

/**
 * A quality and its grammatical gender, which decides आपका/आपकी and the verb's ending; a
 * masculine phrase holding "का" has an oblique form for before a postposition.
 */
type Quality = { word: string; feminine?: true; oblique?: string };

type SignTraits = {
  /** Vedic lord of the sign. */
  ruler: string;
  /** Unique across signs, so two signs never get the same opening sentence. */
  strengths: [Quality, Quality, Quality];
  /** Oblique forms, as they read before "से बचें". */
  watch: [string, string];
};

const f = (word: string): Quality => ({ word, feminine: true });
const m = (word: string, oblique?: string): Quality => (oblique ? { word, oblique } : { word });

const traits: Record<Sign, SignTraits> = {
  aries: { ruler: "मंगल", strengths: [m("साहस"), f("फुर्ती"), m("उत्साह")], watch: ["अधीर होने", "जल्दबाज़ी करने"] },
  taurus: { ruler: "शुक्र", strengths: [f("स्थिरता"), f("व्यावहारिक समझ"), f("वफ़ादारी")], watch: ["ज़िद पर अड़ने", "बदलाव से कतराने"] },
  gemini: {
    ruler: "बुध",
    strengths: [f("जिज्ञासा"), m("बातचीत का हुनर", "बातचीत के हुनर"), f("हालात के साथ ढलने की कला")],
    watch: ["मन भटकने", "ज़रूरत से ज़्यादा सोचने"],
  },
  cancer: {
    ruler: "चंद्रमा",
    strengths: [m("अंतर्ज्ञान"), m("परवाह करने का स्वभाव", "परवाह करने के स्वभाव"), f("भावनात्मक समझ")],
    watch: ["बात-बात पर मूड बदलने", "हर बात को दिल पर लेने"],
  },
  leo: { ruler: "सूर्य", strengths: [m("आत्मविश्वास"), f("उदारता"), f("रचनात्मकता")], watch: ["घमंड करने", "तारीफ़ के पीछे भागने"] },
  virgo: {
    ruler: "बुध",
    strengths: [f("सूक्ष्म दृष्टि"), f("व्यवस्था की समझ"), m("मदद करने का स्वभाव", "मदद करने के स्वभाव")],
    watch: ["हर चीज़ में कमी निकालने", "खुद की ज़रूरत से ज़्यादा आलोचना करने"],
  },
  libra: { ruler: "शुक्र", strengths: [f("न्यायप्रियता"), m("संतुलित व्यवहार"), m("मधुर स्वभाव")], watch: ["फ़ैसले टालने", "हर किसी को खुश रखने"] },
  scorpio: { ruler: "मंगल", strengths: [m("दृढ़ संकल्प"), f("गहरी एकाग्रता"), f("सूझबूझ")], watch: ["शक करने", "पुरानी बातों को मन में रखने"] },
  sagittarius: { ruler: "गुरु", strengths: [m("आशावाद"), f("सीखने की ललक"), f("स्पष्टवादिता")], watch: ["ज़रूरत से ज़्यादा वादे करने", "बेचैन रहने"] },
  capricorn: {
    ruler: "शनि",
    strengths: [m("अनुशासन"), m("धैर्य"), m("ज़िम्मेदारी का भाव", "ज़िम्मेदारी के भाव")],
    watch: ["हद से ज़्यादा काम करने", "कठोर बने रहने"],
  },
  aquarius: { ruler: "शनि", strengths: [f("मौलिक सोच"), f("स्वतंत्र दृष्टि"), m("सेवा भाव")], watch: ["सबसे दूरी बना लेने", "अपनी राय पर अड़े रहने"] },
  pisces: { ruler: "गुरु", strengths: [f("करुणा"), f("कल्पनाशीलता"), f("कोमल संवेदनशीलता")], watch: ["हकीकत से आँखें चुराने", "योजनाओं को अधूरा छोड़ने"] },
};

/** "आपका साहस" / "आपकी फुर्ती": the quality as a subject. */
const yours = (q: Quality) => `${q.feminine ? "आपकी" : "आपका"} ${q.word}`;
/** "आपके साहस" / "आपकी फुर्ती": before a postposition. */
const yoursBefore = (q: Quality) => `${q.feminine ? "आपकी" : "आपके"} ${q.oblique ?? q.word}`;
/** "अपने साहस" / "अपनी फुर्ती": before a postposition, of the reader. */
const ownBefore = (q: Quality) => `${q.feminine ? "अपनी" : "अपने"} ${q.oblique ?? q.word}`;
/** A verb that agrees with the quality: "आएगा" / "आएगी". */
const agrees = (q: Quality, masculine: string, feminine: string) => (q.feminine ? feminine : masculine);

type Opener = (ruler: string, strength: Quality, watch: string) => string;

const openers: Opener[] = [
  (ruler, s) => `आपकी राशि के स्वामी ${ruler} आज ${yoursBefore(s)} को और मज़बूत करेंगे।`,
  (_, s) => `चंद्रमा की चाल आज ${yoursBefore(s)} को सबके सामने लाएगी।`,
  (_, s, watch) => `आज ${s.word} आपके बहुत काम ${agrees(s, "आएगा", "आएगी")}, बस ${watch} से बचें।`,
  (_, s) => `आज का दिन ${yoursBefore(s)} का साथ देगा, इसलिए फ़ैसले लेते समय इसी पर भरोसा रखें।`,
  (ruler, s) => `${ruler} का साथ बना हुआ है, आज ${ownBefore(s)} को आगे रखकर चलें।`,
  (_, s) => `आज लोग ${yoursBefore(s)} की सराहना करेंगे, और इससे कोई नया रास्ता खुल सकता है।`,
  (_, s, watch) => `सुबह ${watch} से बचें, मन शांत होते ही ${yours(s)} अपना असर ${agrees(s, "दिखाएगा", "दिखाएगी")}।`,
  (_, s, watch) => `ग्रहों की शांत स्थिति में ${yours(s)} बिना रुकावट काम ${agrees(s, "करेगा", "करेगी")}, बस ${watch} से बचते रहें।`,
];

const love = [
  "प्रेम संबंधों में खुलकर लेकिन नरमी से की गई बातचीत से मन का बोझ हल्का होगा।",
  "रिश्तों में बड़े वादों से ज़्यादा छोटी-छोटी बातें असर करेंगी।",
  "अगर आप अविवाहित हैं, तो किसी मित्र के ज़रिए ऐसे व्यक्ति से मुलाकात हो सकती है जिनसे बात करना सहज लगे।",
  "जीवनसाथी को सलाह देने से ज़्यादा उनकी बात ध्यान से सुनना अच्छा रहेगा।",
  "किसी अपने के साथ पुरानी गलतफ़हमी धैर्य से दूर हो सकती है।",
  "परिवार के लोगों को आज आपके समय की ज़्यादा ज़रूरत होगी, इसलिए खुले मन से समय दें।",
  "साथ बैठकर भोजन करना या शाम की सैर किसी प्रिय व्यक्ति से नज़दीकी बढ़ाएगी।",
  "किसी अपने के छोटे से जवाब का ज़्यादा मतलब न निकालें।",
  "हर बार सही साबित होने की ज़िद छोड़ेंगे तो रिश्तों में मिठास बढ़ेगी।",
  "कोई करीबी व्यक्ति आपसे ऐसी बात साझा कर सकता है जिसमें उन्हें आपके साथ की ज़रूरत होगी।",
  "दूसरों के नज़रिए को जगह देने से आज रिश्ते मज़बूत होंगे।",
  "शाम को किसी ऐसे रिश्तेदार को फ़ोन करें जिनसे लंबे समय से बात नहीं हुई है।",
];

const work = [
  "कार्यक्षेत्र में आज जल्दबाज़ी से ज़्यादा ज़रूरी है लगातार आगे बढ़ते रहना।",
  "जिस काम को आप टाल रहे थे, वह उम्मीद से आसान निकलेगा।",
  "सहकर्मियों को साफ़ शब्दों में बताएँ कि आपको क्या चाहिए, वे अच्छा सहयोग देंगे।",
  "बैठक में रखे गए किसी विचार को लिखित रूप में आगे बढ़ाना उपयोगी रहेगा।",
  "उतना ही काम हाथ में लें जितना पूरा कर सकें, एक काम अच्छी तरह पूरा करना ज़्यादा मायने रखता है।",
  "कोई वरिष्ठ आपकी राय माँग सकते हैं, ईमानदारी से और संक्षेप में जवाब दें।",
  "अकेले चलने के बजाय मिलकर काम करने से बेहतर नतीजे मिलेंगे।",
  "किसी भी दस्तावेज़ पर हस्ताक्षर करने या उसे भेजने से पहले उसकी बारीकियाँ जाँच लें।",
  "काम पर कुछ नया सीखने का मौका मिल सकता है, उसे स्वीकार करना फ़ायदेमंद रहेगा।",
  "विद्यार्थियों के लिए नए विषय शुरू करने से ज़्यादा पुराने पाठ दोहराना उपयोगी रहेगा।",
  "दोपहर बाद योजनाएँ बदल सकती हैं, इसलिए अपनी दिनचर्या में थोड़ी गुंजाइश रखें।",
  "किसी लंबे काम में आपकी मेहनत अब लोगों की नज़र में आने लगी है।",
];

const money = [
  "आर्थिक मामलों में बड़ी खरीदारी से पहले अपने बजट पर एक नज़र डालना समझदारी होगी।",
  "कोई रुका हुआ भुगतान या रिफ़ंड अब आगे बढ़ सकता है।",
  "कोई बड़ा खर्च करने से पहले दामों की तुलना ज़रूर करें।",
  "बिना सोचे किसी को पैसे उधार न दें, अभी की स्पष्टता बाद की उलझन से बचाएगी।",
  "आज शुरू की गई बचत की छोटी सी आदत आगे चलकर बड़ा सहारा बन सकती है।",
  "हिसाब-किताब व्यवस्थित रहेगा तो पैसों से जुड़े काम आसानी से निपटेंगे।",
  "ऐसी निवेश सलाह से सावधान रहें जो सुनने में ज़रूरत से ज़्यादा अच्छी लगे।",
  "पढ़ाई या काम के उपकरणों पर किया गया खर्च सार्थक लगेगा।",
  "घर के खर्चों पर ध्यान देना पड़ सकता है, इसलिए थोड़ा पैसा अलग रखें।",
  "परिवार के साथ साझा खर्चों पर शांति से बात करने के लिए दिन ठीक है।",
];

const health = [
  "मन को तरोताज़ा करने के लिए थोड़ी देर टहलें या हल्की स्ट्रेचिंग करें।",
  "पर्याप्त पानी पिएँ और भोजन सादा व समय पर लें।",
  "स्क्रीन पर एक घंटा और बिताने से बेहतर है जल्दी सो जाना।",
  "कुछ मिनट शांत होकर गहरी साँसें लेने से व्यस्त मन को आराम मिलेगा।",
  "मेहनत वाले कामों के बीच छोटे-छोटे विराम लेते रहें।",
  "ताज़ी हवा और धूप आपके मन को उम्मीद से ज़्यादा प्रसन्न कर सकती है।",
  "दिन कितना भी व्यस्त हो, भोजन छोड़ने से बचें।",
  "आज ज़्यादा ज़ोर लगाने के बजाय हल्का व्यायाम आपके लिए बेहतर रहेगा।",
  "अगर आप देर तक बैठकर काम करते हैं, तो हर घंटे उठकर थोड़ा चल लें।",
  "आराम भी ज़रूरी काम है, शरीर के संकेतों को अनसुना न करें।",
];

const advice = [
  "आज दबाव से ज़्यादा धैर्य काम आएगा।",
  "छोटे वादे भी निभाएँ, इन्हीं से भरोसा बनता है।",
  "मुश्किल में पड़े किसी व्यक्ति से कहे गए दो मीठे बोल लंबे समय तक याद रहेंगे।",
  "सुबह अपनी प्राथमिकताएँ लिख लें और दोपहर में उन पर फिर से नज़र डालें।",
  "जो चिंता आपके बस में नहीं, उसे छोड़ें और उस पर ध्यान दें जो आपके हाथ में है।",
  "जहाँ ज़रूरी हो, विनम्रता से मना करें, आपका समय कीमती है।",
  "ज़रूरत हो तो मदद माँगने में संकोच न करें, कोई साथ देने को तैयार है।",
  "अपनी तैयारी पर भरोसा रखें और अगला कदम शांति से उठाएँ।",
  "जो अच्छा चल रहा है, उस पर ध्यान देंगे तो मन प्रसन्न रहेगा।",
  "मन खुला रखें, कोई अनपेक्षित सुझाव काम का निकल सकता है।",
  "दिन के अंत में एक बात लिख लें जो आज आपने सीखी।",
];

const themes = [love, work, money, health];

/**
 * A deterministic Hindi prediction of 3 to 5 sentences for one sign and day, in the same
 * manner as the English one: the middle sentences are picked by hashing (date, sign); the
 * opening and closing sentences rotate with the day (8 and 11 choices, coprime), so one sign
 * never repeats the same pair within 88 consecutive days; the opener names one of the sign's
 * own qualities, so two signs never share a text on the same day.
 */
export function demoPredictionHi(sign: string, isoDate: string): string {
  const key = sign.toLowerCase() as Sign;
  const signIndex = demoPredictionSigns.indexOf(key);
  if (signIndex < 0) throw new Error(`Unknown sign: ${sign}`);
  const t = traits[key];
  const day = dayNumber(isoDate);
  // Salted, so a sign's Hindi text does not move in step with its English one.
  const h = hash(`hi|${isoDate}|${key}`);

  const strength = t.strengths[h % 3];
  const watch = t.watch[(h >>> 4) % 2];
  const opener = openers[mod(day + signIndex * 3, openers.length)](t.ruler, strength, watch);

  const themeCount = 1 + ((h >>> 8) % 3);
  const firstTheme = (h >>> 12) % themes.length;
  const middle: string[] = [];
  for (let i = 0; i < themeCount; i++) {
    const themeIndex = (firstTheme + i) % themes.length;
    const phrases = themes[themeIndex];
    middle.push(phrases[hash(`hi|${isoDate}|${key}|${themeIndex}`) % phrases.length]);
  }

  const closing = advice[mod(day + signIndex * 5, advice.length)];
  return [opener, ...middle, closing].join(" ");
}
