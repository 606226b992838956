// What each graha's transit means by house, counted in whole signs from the birth Moon sign (the
// Moon sign itself is the 1st house), in English and Hindi: the reading under each of the twelve
// Moon signs on /gochar/<graha>/<year>. GOCHAR_READINGS[graha][house - 1] is the reading for the
// graha in that house from the Moon.
//
// Sources (read for this file; the readings are our own words, not copied):
// - Mantreswara, Phaladeepika ch. 26 (Gochara phala), the house-by-house effects of slokas 9–24,
//   in V. Subrahmanya Sastri's English translation as copied at
//   https://www.astrojyoti.com/phaladeepika9-4.htm (sl. 23 Saturn in the 9th–12th, sl. 24 Rahu in
//   all twelve), and in a verse-numbered English translation of the same chapter as copied at
//   https://www.asthaoradhyatm.in/astrology/effects-transits-various-planets-constellations-part-2/
//   (Sun, Moon), https://www.asthaoradhyatm.in/astrology/effects-transits-various-planets-constellations-part-3/
//   (Mars, Mercury), https://www.asthaoradhyatm.com/astrology/effects-transits-various-planets-constellations-part-4/
//   (Jupiter, Venus) and https://www.asthaoradhyatm.in/astrology/effects-transits-various-planets-constellations-part-5/
//   (Saturn, vv. 22–23; Rahu; and the translator's note "The author has not given the effects of
//   the transit of Ketu. Probably they will be the same as those of Rahu."). The same Sun, Moon
//   and Mars lists at http://astrosagar.com/article.asp?id=4.
// - The good houses (GOCHAR_GOOD_HOUSES in app/jyotish/gochar.ts; docs/research/kundli-depth.md §5):
//   https://dranuradharai.com/2018/01/25/transit-results-planets/,
//   https://shridharastro.wordpress.com/category/jyotish-vichar/,
//   https://blog.indianastrologysoftware.com/planetary-transit/. Every reading below agrees with
//   that table: a good house reads as a good time, every other house as one to go carefully in.
// - Hindi almanac wording: Saral Jyotish, the Sun house by house (https://jainqq.org/explore/009373/91),
//   and a Hindi gochar table that reads Rahu and Ketu together (https://jainqq.org/explore/090416/156,
//   read from the 7th house on: the 10th reads growing enmity and worry, the 11th many comforts and honour).
//
// Rahu and Ketu: Phaladeepika 26.24 gives Rahu's twelve effects (happiness in the 3rd, 6th and 11th,
// gain in the 10th, loss, sickness or expense in the rest) and none for Ketu. No page read states
// "Phaladeepika treats Rahu and Ketu like Saturn"; what was found is the saying "शनिवत राहु, कुजवत
// केतु" (Rahu like Saturn, Ketu like Mars), quoted with the remark that the classical gochar tables
// leave the nodes out
// (https://panditrajkumardubey.com/rahu-ketu-gochar-fal-%E0%A4%B0%E0%A4%BE%E0%A4%B9%E0%A5%81-%E0%A4%95%E0%A5%87%E0%A4%A4%E0%A5%81-%E0%A4%97%E0%A5%8B%E0%A4%9A%E0%A4%B0-%E0%A4%AB%E0%A4%B2/), and
// indastro's Ketu page, "in 3rd, 6th and 11th, it brings positive results"
// (https://www.indastro.com/transit-planets/transit-of-ketu.html). So Rahu's readings follow
// Phaladeepika 26.24 (its 10th, "gain", is written as a mixed house, since the common rule does not
// count it good), and Ketu's follow the common almanac rule below with Rahu's effects, as the
// translator's note suggests, in Ketu's own colour (detachment, the inner life).
//
// Wording: a reading of tendencies and of what to attend to, never a threat. Each reading names the
// house's domain (1st body and temper, 2nd money, family and speech, 3rd courage and effort, 4th
// home, mother and comforts, 5th mind, children and learning, 6th health, rivals and debts, 7th
// partner and partnerships, 8th health and the unforeseen, 9th fortune, father and elders, 10th work
// and standing, 11th gains and friends, 12th expenses and rest). A hard house is "a time to go
// carefully with X" or "asks patience in Y"; where the text names illness, loss or a death it is
// written as care for health, money or family, and no reading says danger, death or disaster. The
// 1st, 2nd and 12th of Saturn name their phase of Sade Sati as the kundli page does. "Wife" in the
// text is written "partner" (जीवनसाथी). Hindi follows docs/hindi-style.md.

export type GocharReading = { en: string; hi: string };

/** The houses from the birth Moon in which Rahu's and Ketu's transits are good, by the common almanac rule
 * (indastro's Ketu page, above; Phaladeepika 26.24 reads happiness for Rahu in these three and gain in the 10th). */
export const RAHU_KETU_GOOD_HOUSES = [3, 6, 11] as const;

export const GOCHAR_READINGS: Record<
  "sun" | "moon" | "mars" | "mercury" | "jupiter" | "venus" | "saturn" | "rahu" | "ketu",
  readonly GocharReading[]
> = {
  // Good in 3, 6, 10, 11.
  sun: [
    {
      en: "The Sun in your own Moon sign bears on body and temper. Pace yourself, rest well and keep journeys light: tiredness and a short fuse come more easily now.",
      hi: "आपकी चंद्र राशि पर, यानी पहले भाव में, सूर्य का असर शरीर और स्वभाव पर रहता है। अपनी गति सँभालें, पूरा आराम करें और यात्राएँ हल्की रखें: इन दिनों थकान और गुस्सा जल्दी आते हैं।",
    },
    {
      en: "The Sun in the 2nd house from your Moon sign bears on money, family and speech. A time to go carefully with spending, to check what others promise and to soften a stubborn word.",
      hi: "आपकी चंद्र राशि से दूसरे भाव में सूर्य का असर धन, परिवार और वाणी पर रहता है। खर्च में सावधानी रखें, दूसरों के वादों को परखें और ज़िद भरी बात को नरम करें।",
    },
    {
      en: "The Sun in the 3rd house from your Moon sign lights up courage and effort. The almanacs read a new role or gain, good health and rivals giving way.",
      hi: "आपकी चंद्र राशि से तीसरे भाव में सूर्य साहस और प्रयास को बल देता है। पंचांग इसे नए पद या लाभ, अच्छे स्वास्थ्य और विरोधियों के पीछे हटने का समय बताते हैं।",
    },
    {
      en: "The Sun in the 4th house from your Moon sign bears on home, mother and comforts. It asks patience at home and gentleness with those close; look after your health and your rest.",
      hi: "आपकी चंद्र राशि से चौथे भाव में सूर्य का असर घर, माता और सुख-सुविधाओं पर रहता है। घर में धैर्य और अपनों के साथ नरमी रखें, और अपने स्वास्थ्य व आराम का ध्यान रखें।",
    },
    {
      en: "The Sun in the 5th house from your Moon sign bears on the mind, children and learning. It asks patience with worries and pride; keep a steady routine and do not take slights to heart.",
      hi: "आपकी चंद्र राशि से पाँचवें भाव में सूर्य का असर मन, संतान और पढ़ाई पर रहता है। चिंता और मान-अपमान की बातों में धैर्य रखें, दिनचर्या नियमित रखें और छोटी बातों को दिल पर न लें।",
    },
    {
      en: "The Sun in the 6th house from your Moon sign strengthens your health and your hand against rivals and debts. A good time to clear old worries and settle disputes.",
      hi: "आपकी चंद्र राशि से छठे भाव में सूर्य स्वास्थ्य को बल देता है और विरोधियों व कर्ज़ के सामने आपका पक्ष मज़बूत करता है। पुरानी चिंताएँ दूर करने और विवाद सुलझाने का अच्छा समय है।",
    },
    {
      en: "The Sun in the 7th house from your Moon sign bears on your partner, partnerships and travel. A time to go carefully on long journeys, eat simply and keep pride out of your dealings.",
      hi: "आपकी चंद्र राशि से सातवें भाव में सूर्य का असर जीवनसाथी, साझेदारी और यात्रा पर रहता है। लंबी यात्राओं में सावधानी रखें, भोजन सादा रखें और दूसरों से व्यवहार में अहं को बीच में न आने दें।",
    },
    {
      en: "The Sun in the 8th house from your Moon sign bears on health and the unforeseen. A time to go carefully with quarrels and with those in authority, and to guard against heat and overwork.",
      hi: "आपकी चंद्र राशि से आठवें भाव में सूर्य का असर स्वास्थ्य और अचानक होने वाली बातों पर रहता है। झगड़ों और अधिकारियों से व्यवहार में सावधानी रखें, और गर्मी व ज़्यादा काम से बचें।",
    },
    {
      en: "The Sun in the 9th house from your Moon sign bears on fortune, father and elders. It asks patience if plans slow or dear ones are far; stay in touch and keep your spirits up.",
      hi: "आपकी चंद्र राशि से नौवें भाव में सूर्य का असर भाग्य, पिता और बड़ों पर रहता है। योजनाएँ धीमी चलें या प्रियजन दूर हों तो धैर्य रखें, संपर्क बनाए रखें और मन को उदास न होने दें।",
    },
    {
      en: "The Sun in the 10th house from your Moon sign brightens work and standing. The almanacs read success in an important undertaking: a good time to take on responsibility.",
      hi: "आपकी चंद्र राशि से दसवें भाव में सूर्य काम और प्रतिष्ठा को चमकाता है। पंचांग इसे किसी बड़े काम में सफलता का समय बताते हैं: ज़िम्मेदारी लेने और आगे आने का अच्छा समय है।",
    },
    {
      en: "The Sun in the 11th house from your Moon sign favours gains, income and friends. The almanacs read a new position, honour, money and good health.",
      hi: "आपकी चंद्र राशि से ग्यारहवें भाव में सूर्य लाभ, आय और मित्रों के लिए शुभ है। पंचांग इसे नए पद, सम्मान, धन और अच्छे स्वास्थ्य का समय बताते हैं।",
    },
    {
      en: "The Sun in the 12th house from your Moon sign bears on expenses, rest and distance. A time to go carefully with money, keep friendships warm, and look after sleep and health.",
      hi: "आपकी चंद्र राशि से बारहवें भाव में सूर्य का असर खर्च, आराम और दूरी पर रहता है। धन के मामलों में सावधानी रखें, मित्रों से मेल बनाए रखें और नींद व स्वास्थ्य का ध्यान रखें।",
    },
  ],
  // Good in 1, 3, 6, 7, 10, 11. The Moon stays about two and a quarter days in a sign.
  moon: [
    {
      en: "The Moon in your own Moon sign lifts body and mood. The almanacs read good fortune and comfort for these two days or so.",
      hi: "आपकी चंद्र राशि पर, यानी पहले भाव में, चंद्रमा शरीर और मन को ताज़गी देता है। पंचांग इन लगभग दो दिनों को सौभाग्य और सुख का समय बताते हैं।",
    },
    {
      en: "The Moon in the 2nd house from your Moon sign bears on money, family and speech. For these two days or so, go carefully with spending and keep your words kind.",
      hi: "आपकी चंद्र राशि से दूसरे भाव में चंद्रमा का असर धन, परिवार और वाणी पर रहता है। इन लगभग दो दिनों में खर्च में सावधानी रखें और बोलचाल मीठी रखें।",
    },
    {
      en: "The Moon in the 3rd house from your Moon sign favours effort, courage and short trips. The almanacs read success: a good couple of days to finish what you start.",
      hi: "आपकी चंद्र राशि से तीसरे भाव में चंद्रमा प्रयास, साहस और छोटी यात्राओं के लिए शुभ है। पंचांग इसे सफलता का समय बताते हैं: शुरू किए काम पूरे करने के लिए ये अच्छे दिन हैं।",
    },
    {
      en: "The Moon in the 4th house from your Moon sign bears on home, mother and peace of mind. Uneasy feelings may surface; these days ask patience, rest and time at home.",
      hi: "आपकी चंद्र राशि से चौथे भाव में चंद्रमा का असर घर, माता और मन की शांति पर रहता है। मन में बेचैनी उठ सकती है: इन दिनों धैर्य, आराम और घर में समय बिताने की ज़रूरत है।",
    },
    {
      en: "The Moon in the 5th house from your Moon sign bears on the mind, children and learning. A low mood may pass through; be gentle with yourself and with your children.",
      hi: "आपकी चंद्र राशि से पाँचवें भाव में चंद्रमा का असर मन, संतान और पढ़ाई पर रहता है। मन कुछ उदास हो सकता है: अपने साथ और अपने बच्चों के साथ नरमी रखें।",
    },
    {
      en: "The Moon in the 6th house from your Moon sign supports health and routine. The almanacs read relief from ailments: a good couple of days to clear pending tasks and small disputes.",
      hi: "आपकी चंद्र राशि से छठे भाव में चंद्रमा स्वास्थ्य और दिनचर्या का साथ देता है। पंचांग इसे रोगों से राहत का समय बताते हैं: रुके काम और छोटे विवाद निपटाने के लिए ये अच्छे दिन हैं।",
    },
    {
      en: "The Moon in the 7th house from your Moon sign brightens partnership and company. The almanacs read happiness: good days for time with your partner, good food and friendly meetings.",
      hi: "आपकी चंद्र राशि से सातवें भाव में चंद्रमा जीवनसाथी और साथ-संगत को सुख देता है। पंचांग इसे प्रसन्नता का समय बताते हैं: जीवनसाथी के साथ समय, अच्छे भोजन और मेल-मुलाकात के लिए अच्छे दिन हैं।",
    },
    {
      en: "The Moon in the 8th house from your Moon sign bears on health and the unforeseen. For these two days or so, go carefully, avoid needless risks and leave big decisions for later.",
      hi: "आपकी चंद्र राशि से आठवें भाव में चंद्रमा का असर स्वास्थ्य और अचानक होने वाली बातों पर रहता है। इन लगभग दो दिनों में सावधानी रखें, बेवजह जोखिम न लें और बड़े फ़ैसले बाद के लिए रखें।",
    },
    {
      en: "The Moon in the 9th house from your Moon sign bears on fortune, elders and faith. Look after your health, do not overtax yourself, and let plans wait a day if they must.",
      hi: "आपकी चंद्र राशि से नौवें भाव में चंद्रमा का असर भाग्य, बड़ों और आस्था पर रहता है। अपने स्वास्थ्य का ध्यान रखें, खुद को ज़्यादा न थकाएँ और ज़रूरत हो तो योजनाएँ एक दिन टाल दें।",
    },
    {
      en: "The Moon in the 10th house from your Moon sign favours work and standing. The almanacs read wishes fulfilled: a good time to carry a task at work through to the end.",
      hi: "आपकी चंद्र राशि से दसवें भाव में चंद्रमा काम और प्रतिष्ठा के लिए शुभ है। पंचांग इसे इच्छाएँ पूरी होने का समय बताते हैं: काम का कोई अधूरा हिस्सा पूरा करने का अच्छा समय है।",
    },
    {
      en: "The Moon in the 11th house from your Moon sign favours gains and friends. The almanacs read joy: good days for meeting friends and for small gains.",
      hi: "आपकी चंद्र राशि से ग्यारहवें भाव में चंद्रमा लाभ और मित्रों के लिए शुभ है। पंचांग इसे आनंद का समय बताते हैं: मित्रों से मिलने और छोटे लाभों के लिए अच्छे दिन हैं।",
    },
    {
      en: "The Moon in the 12th house from your Moon sign bears on expenses and rest. Money slips out easily these two days or so; spend sparingly and get good sleep.",
      hi: "आपकी चंद्र राशि से बारहवें भाव में चंद्रमा का असर खर्च और आराम पर रहता है। इन लगभग दो दिनों में पैसा आसानी से खर्च होता है: हाथ खींचकर खर्च करें और अच्छी नींद लें।",
    },
  ],
  // Good in 3, 6, 11.
  mars: [
    {
      en: "Mars in your own Moon sign stirs energy and temper. A time to go carefully with anger and heat in the body, and to stay close to family rather than drift apart.",
      hi: "आपकी चंद्र राशि पर, यानी पहले भाव में, मंगल ऊर्जा और गुस्से को बढ़ाता है। क्रोध और शरीर की गर्मी के साथ सावधानी रखें, और परिवार से दूरी बनाने के बजाय उनके पास रहें।",
    },
    {
      en: "Mars in the 2nd house from your Moon sign bears on money, family and speech. Hot words come easily now: a time to go carefully with arguments and with spending.",
      hi: "आपकी चंद्र राशि से दूसरे भाव में मंगल का असर धन, परिवार और वाणी पर रहता है। इस समय कड़वी बात जल्दी निकलती है: बहस और खर्च, दोनों में सावधानी रखें।",
    },
    {
      en: "Mars in the 3rd house from your Moon sign fires courage and effort. The almanacs read success in what you undertake and the means to enjoy it: a time to act boldly.",
      hi: "आपकी चंद्र राशि से तीसरे भाव में मंगल साहस और प्रयास को प्रबल करता है। पंचांग इसे हर काम में सफलता और उसके सुख का समय बताते हैं: हिम्मत से आगे बढ़ने का समय है।",
    },
    {
      en: "Mars in the 4th house from your Moon sign bears on home, mother and comforts. It asks patience with relatives and care with digestion; hold on to your position without forcing matters.",
      hi: "आपकी चंद्र राशि से चौथे भाव में मंगल का असर घर, माता और सुख-सुविधाओं पर रहता है। रिश्तेदारों के साथ धैर्य रखें, पाचन का ध्यान रखें और बिना ज़ोर-ज़बरदस्ती के अपना पद सँभाले रखें।",
    },
    {
      en: "Mars in the 5th house from your Moon sign bears on the mind, children and learning. It asks patience with restless wants and family friction; rest if you feel feverish or run down.",
      hi: "आपकी चंद्र राशि से पाँचवें भाव में मंगल का असर मन, संतान और पढ़ाई पर रहता है। बेचैन इच्छाओं और परिवार की खटपट में धैर्य रखें, और बुखार या थकावट लगे तो आराम करें।",
    },
    {
      en: "Mars in the 6th house from your Moon sign strengthens you against rivals, debts and illness. The almanacs read disputes ending, success and gain: a good time to settle matters.",
      hi: "आपकी चंद्र राशि से छठे भाव में मंगल विरोधियों, कर्ज़ और रोग के सामने आपको बल देता है। पंचांग इसे विवाद खत्म होने, जीत और लाभ का समय बताते हैं: मामले निपटाने का अच्छा समय है।",
    },
    {
      en: "Mars in the 7th house from your Moon sign bears on your partner and partnerships. A time to go carefully with misunderstandings at home, and to look after your eyes and digestion.",
      hi: "आपकी चंद्र राशि से सातवें भाव में मंगल का असर जीवनसाथी और साझेदारी पर रहता है। घर में गलतफ़हमियों से सावधान रहें, और आँखों व पाचन का ध्यान रखें।",
    },
    {
      en: "Mars in the 8th house from your Moon sign bears on health and the unforeseen. A time to go carefully with money and reputation, and to rest at the first sign of fever or fatigue.",
      hi: "आपकी चंद्र राशि से आठवें भाव में मंगल का असर स्वास्थ्य और अचानक होने वाली बातों पर रहता है। धन और मान-सम्मान के मामलों में सावधानी रखें, और बुखार या थकान का पहला संकेत मिलते ही आराम करें।",
    },
    {
      en: "Mars in the 9th house from your Moon sign bears on fortune, father and elders. It asks patience if luck feels slow; spend wisely, keep your strength up and do not overexert yourself.",
      hi: "आपकी चंद्र राशि से नौवें भाव में मंगल का असर भाग्य, पिता और बड़ों पर रहता है। भाग्य धीमा लगे तो धैर्य रखें, सोच-समझकर खर्च करें, ताकत बनाए रखें और ज़रूरत से ज़्यादा मेहनत से बचें।",
    },
    {
      en: "Mars in the 10th house from your Moon sign bears on work and standing. Efforts may stall and tempers fray; it asks patience, courtesy at work and enough rest.",
      hi: "आपकी चंद्र राशि से दसवें भाव में मंगल का असर काम और प्रतिष्ठा पर रहता है। प्रयास अटक सकते हैं और धीरज छूट सकता है: काम पर शिष्टता, धैर्य और पूरे आराम की ज़रूरत है।",
    },
    {
      en: "Mars in the 11th house from your Moon sign favours gains and income. The almanacs read money, good health and gains in land or property.",
      hi: "आपकी चंद्र राशि से ग्यारहवें भाव में मंगल लाभ और आय के लिए शुभ है। पंचांग इसे धन, अच्छे स्वास्थ्य और भूमि या संपत्ति में लाभ का समय बताते हैं।",
    },
    {
      en: "Mars in the 12th house from your Moon sign bears on expenses and rest. A time to go carefully with spending, keep cool in body and mind, and sleep well.",
      hi: "आपकी चंद्र राशि से बारहवें भाव में मंगल का असर खर्च और आराम पर रहता है। खर्च में सावधानी रखें, तन और मन को शांत रखें और अच्छी नींद लें।",
    },
  ],
  // Good in 2, 4, 6, 8, 10, 11.
  mercury: [
    {
      en: "Mercury in your own Moon sign bears on your judgement and dealings. A time to go carefully with money and with hasty talk; check the details before you agree.",
      hi: "आपकी चंद्र राशि पर, यानी पहले भाव में, बुध का असर आपकी समझ और लेन-देन पर रहता है। धन और जल्दबाज़ी की बातों में सावधानी रखें, और हामी भरने से पहले बारीकियाँ जाँच लें।",
    },
    {
      en: "Mercury in the 2nd house from your Moon sign favours money, family and speech. The almanacs read gain of wealth: a good time for accounts, trade and well-chosen words.",
      hi: "आपकी चंद्र राशि से दूसरे भाव में बुध धन, परिवार और वाणी के लिए शुभ है। पंचांग इसे धन लाभ का समय बताते हैं: हिसाब-किताब, व्यापार और सधी हुई बात के लिए अच्छा समय है।",
    },
    {
      en: "Mercury in the 3rd house from your Moon sign bears on effort, siblings and messages. A time to go carefully with rivals and with what you put in writing.",
      hi: "आपकी चंद्र राशि से तीसरे भाव में बुध का असर प्रयास, भाई-बहनों और संदेशों पर रहता है। विरोधियों के मामले में और लिखकर दी जाने वाली बातों में सावधानी रखें।",
    },
    {
      en: "Mercury in the 4th house from your Moon sign favours home, mother and comforts. The almanacs read money coming in: a good time for household plans and family talks.",
      hi: "आपकी चंद्र राशि से चौथे भाव में बुध घर, माता और सुख-सुविधाओं के लिए शुभ है। पंचांग इसे धन आने का समय बताते हैं: घर की योजनाओं और परिवार से बातचीत के लिए अच्छा समय है।",
    },
    {
      en: "Mercury in the 5th house from your Moon sign bears on children, learning and the heart. It asks patience in talks with your partner and children; listen fully before you answer.",
      hi: "आपकी चंद्र राशि से पाँचवें भाव में बुध का असर संतान, पढ़ाई और मन पर रहता है। जीवनसाथी और बच्चों से बातचीत में धैर्य रखें: जवाब देने से पहले पूरी बात सुनें।",
    },
    {
      en: "Mercury in the 6th house from your Moon sign sharpens you for work, health routines and disputes. The almanacs read success: a good time to solve problems and clear pending work.",
      hi: "आपकी चंद्र राशि से छठे भाव में बुध काम, स्वास्थ्य की दिनचर्या और विवादों में आपकी बुद्धि तेज़ करता है। पंचांग इसे सफलता का समय बताते हैं: समस्याएँ सुलझाने और अधूरे काम निपटाने का अच्छा समय है।",
    },
    {
      en: "Mercury in the 7th house from your Moon sign bears on your partner and partnerships. Misunderstandings come easily now; say things plainly and confirm agreements before acting on them.",
      hi: "आपकी चंद्र राशि से सातवें भाव में बुध का असर जीवनसाथी और साझेदारी पर रहता है। इस समय गलतफ़हमियाँ जल्दी होती हैं: बात साफ़ कहें और किसी समझौते पर चलने से पहले उसकी पुष्टि कर लें।",
    },
    {
      en: "Mercury in the 8th house from your Moon sign is read as good, though this is the house of the hidden and the unforeseen: the almanacs see money gained and joy through children.",
      hi: "आपकी चंद्र राशि से आठवें भाव में बुध शुभ माना गया है, हालाँकि यह छिपी और अचानक होने वाली बातों का भाव है: पंचांग यहाँ धन लाभ और संतान से सुख बताते हैं।",
    },
    {
      en: "Mercury in the 9th house from your Moon sign bears on fortune, elders and plans. Undertakings may meet hurdles; it asks patience, careful planning and a second look at paperwork.",
      hi: "आपकी चंद्र राशि से नौवें भाव में बुध का असर भाग्य, बड़ों और योजनाओं पर रहता है। कामों में अड़चनें आ सकती हैं: धैर्य, सोची-समझी योजना और कागज़ों को दोबारा देखने की ज़रूरत है।",
    },
    {
      en: "Mercury in the 10th house from your Moon sign favours work and standing. The almanacs read happiness all round: a good time for meetings, writing and steady progress at work.",
      hi: "आपकी चंद्र राशि से दसवें भाव में बुध काम और प्रतिष्ठा के लिए शुभ है। पंचांग इसे हर ओर से सुख का समय बताते हैं: बैठकों, लेखन और काम में लगातार प्रगति के लिए अच्छा समय है।",
    },
    {
      en: "Mercury in the 11th house from your Moon sign favours gains, income and friends. The almanacs read growing prosperity: a good time for trade, contacts and asking for what you are owed.",
      hi: "आपकी चंद्र राशि से ग्यारहवें भाव में बुध लाभ, आय और मित्रों के लिए शुभ है। पंचांग इसे बढ़ती समृद्धि का समय बताते हैं: व्यापार, जान-पहचान और अपना बकाया माँगने के लिए अच्छा समय है।",
    },
    {
      en: "Mercury in the 12th house from your Moon sign bears on expenses and what goes on out of sight. A time to go carefully with your words and your good name; keep promises modest.",
      hi: "आपकी चंद्र राशि से बारहवें भाव में बुध का असर खर्च और परदे के पीछे की बातों पर रहता है। अपनी बातों और मान-सम्मान में सावधानी रखें, और वादे सीमित रखें।",
    },
  ],
  // Good in 2, 5, 7, 9, 11. Jupiter stays about a year in a sign.
  jupiter: [
    {
      en: "Jupiter in your own Moon sign bears on self and direction. A move away from home and heavy expenses are possible; plan spending with care and keep goodwill with those around you.",
      hi: "आपकी चंद्र राशि पर, यानी पहले भाव में, गुरु का असर आपके व्यक्तित्व और जीवन की दिशा पर रहता है। घर से दूर जाना और भारी खर्च हो सकते हैं: खर्च की योजना सोच-समझकर बनाएँ और आसपास के लोगों से सद्भाव रखें।",
    },
    {
      en: "Jupiter in the 2nd house from your Moon sign favours money, family and speech. The almanacs read wealth, a happy home and words that carry weight.",
      hi: "आपकी चंद्र राशि से दूसरे भाव में गुरु धन, परिवार और वाणी के लिए शुभ है। पंचांग इसे धन, घर में सुख और बात में वज़न का समय बताते हैं।",
    },
    {
      en: "Jupiter in the 3rd house from your Moon sign bears on effort, courage and close ties. Work and friendships may meet obstacles; it asks patience, steady effort and care for your health.",
      hi: "आपकी चंद्र राशि से तीसरे भाव में गुरु का असर प्रयास, साहस और करीबी रिश्तों पर रहता है। काम और मित्रता में बाधाएँ आ सकती हैं: धैर्य, लगातार प्रयास और स्वास्थ्य के ध्यान की ज़रूरत है।",
    },
    {
      en: "Jupiter in the 4th house from your Moon sign bears on home, mother and comforts. It asks patience with relatives and with pride; keep home matters calm and let small slights pass.",
      hi: "आपकी चंद्र राशि से चौथे भाव में गुरु का असर घर, माता और सुख-सुविधाओं पर रहता है। रिश्तेदारों और मान-अपमान की बातों में धैर्य रखें, घर का माहौल शांत रखें और छोटी बातें जाने दें।",
    },
    {
      en: "Jupiter in the 5th house from your Moon sign blesses children, learning and the mind. The almanacs read joy through children, good company and favour from those in authority.",
      hi: "आपकी चंद्र राशि से पाँचवें भाव में गुरु संतान, पढ़ाई और मन के लिए शुभ है। पंचांग इसे संतान से सुख, अच्छी संगत और बड़े लोगों की कृपा का समय बताते हैं।",
    },
    {
      en: "Jupiter in the 6th house from your Moon sign bears on health, rivals and debts. It asks patience with opponents and cousins; keep clear of disputes and keep health routines steady.",
      hi: "आपकी चंद्र राशि से छठे भाव में गुरु का असर स्वास्थ्य, विरोधियों और कर्ज़ पर रहता है। विरोधियों और चचेरे-ममेरे भाई-बहनों के साथ धैर्य रखें, विवादों से दूर रहें और स्वास्थ्य की दिनचर्या नियमित रखें।",
    },
    {
      en: "Jupiter in the 7th house from your Moon sign blesses marriage and partnership. The almanacs read happiness with your partner, joy through children and journeys for good causes.",
      hi: "आपकी चंद्र राशि से सातवें भाव में गुरु विवाह और साझेदारी के लिए शुभ है। पंचांग इसे जीवनसाथी के साथ सुख, संतान से आनंद और शुभ कामों के लिए यात्रा का समय बताते हैं।",
    },
    {
      en: "Jupiter in the 8th house from your Moon sign bears on health and the unforeseen. Journeys may tire you and money may slip away; a time to go carefully and keep something in reserve.",
      hi: "आपकी चंद्र राशि से आठवें भाव में गुरु का असर स्वास्थ्य और अचानक होने वाली बातों पर रहता है। यात्राएँ थका सकती हैं और धन हाथ से निकल सकता है: सावधानी रखें और कुछ धन बचाकर रखें।",
    },
    {
      en: "Jupiter in the 9th house from your Moon sign blesses fortune, faith and elders. The almanacs read prosperity all round: a good time for learning, pilgrimage and long-held plans.",
      hi: "आपकी चंद्र राशि से नौवें भाव में गुरु भाग्य, आस्था और बड़ों के लिए शुभ है। पंचांग इसे हर ओर समृद्धि का समय बताते हैं: पढ़ाई, तीर्थयात्रा और पुरानी योजनाओं के लिए अच्छा समय है।",
    },
    {
      en: "Jupiter in the 10th house from your Moon sign bears on work and standing. A time to go carefully with your position and property, and to give your children extra attention.",
      hi: "आपकी चंद्र राशि से दसवें भाव में गुरु का असर काम और प्रतिष्ठा पर रहता है। अपने पद और संपत्ति के मामलों में सावधानी रखें, और बच्चों पर ज़्यादा ध्यान दें।",
    },
    {
      en: "Jupiter in the 11th house from your Moon sign favours gains, income and friends. The almanacs read a new position, honour and joy through children.",
      hi: "आपकी चंद्र राशि से ग्यारहवें भाव में गुरु लाभ, आय और मित्रों के लिए शुभ है। पंचांग इसे नए पद, सम्मान और संतान से सुख का समय बताते हैं।",
    },
    {
      en: "Jupiter in the 12th house from your Moon sign bears on expenses, rest and distance. It asks patience with worries over property and spending; keep papers in order and spend on what matters.",
      hi: "आपकी चंद्र राशि से बारहवें भाव में गुरु का असर खर्च, आराम और दूरी पर रहता है। संपत्ति और खर्च की चिंताओं में धैर्य रखें, कागज़ात ठीक रखें और ज़रूरी बातों पर ही खर्च करें।",
    },
  ],
  // Good in 1, 2, 3, 4, 5, 8, 9, 11, 12.
  venus: [
    {
      en: "Venus in your own Moon sign brings ease and pleasure. The almanacs read every kind of enjoyment: a warm time for comforts, good clothes, company and the things you love.",
      hi: "आपकी चंद्र राशि पर, यानी पहले भाव में, शुक्र सहजता और आनंद लाता है। पंचांग इसे हर तरह के सुख का समय बताते हैं: सुविधाओं, अच्छे वस्त्रों, संगत और मनपसंद चीज़ों के लिए अच्छा समय है।",
    },
    {
      en: "Venus in the 2nd house from your Moon sign favours money, family and speech. The almanacs read gain of wealth, with kind words and good food at home.",
      hi: "आपकी चंद्र राशि से दूसरे भाव में शुक्र धन, परिवार और वाणी के लिए शुभ है। पंचांग इसे धन लाभ का समय बताते हैं, और साथ में घर में मीठी बातें और अच्छा भोजन।",
    },
    {
      en: "Venus in the 3rd house from your Moon sign favours effort, siblings and short trips. The almanacs read prosperity: a pleasant time for outings, hobbies and small ventures.",
      hi: "आपकी चंद्र राशि से तीसरे भाव में शुक्र प्रयास, भाई-बहनों और छोटी यात्राओं के लिए शुभ है। पंचांग इसे समृद्धि का समय बताते हैं: घूमने-फिरने, शौक और छोटे कामों की शुरुआत के लिए सुखद समय है।",
    },
    {
      en: "Venus in the 4th house from your Moon sign blesses home, mother and comforts. The almanacs read growing happiness and new friends: a good time to brighten the home.",
      hi: "आपकी चंद्र राशि से चौथे भाव में शुक्र घर, माता और सुख-सुविधाओं के लिए शुभ है। पंचांग इसे बढ़ते सुख और नए मित्रों का समय बताते हैं: घर को सजाने-सँवारने का अच्छा समय है।",
    },
    {
      en: "Venus in the 5th house from your Moon sign blesses children, romance and creativity. The almanacs read joy through children: a good time for love, art and learning.",
      hi: "आपकी चंद्र राशि से पाँचवें भाव में शुक्र संतान, प्रेम और रचनात्मकता के लिए शुभ है। पंचांग इसे संतान से सुख का समय बताते हैं: प्रेम, कला और पढ़ाई के लिए अच्छा समय है।",
    },
    {
      en: "Venus in the 6th house from your Moon sign bears on health, rivals and daily work. A time to go carefully on the road and at work, and to keep pleasures in moderation.",
      hi: "आपकी चंद्र राशि से छठे भाव में शुक्र का असर स्वास्थ्य, विरोधियों और रोज़ के काम पर रहता है। रास्ते में और काम पर सावधानी रखें, और भोग-विलास में संयम रखें।",
    },
    {
      en: "Venus in the 7th house from your Moon sign bears on your partner and partnerships. It asks care for your partner's health and patience in the relationship; give each other time and space.",
      hi: "आपकी चंद्र राशि से सातवें भाव में शुक्र का असर जीवनसाथी और साझेदारी पर रहता है। जीवनसाथी के स्वास्थ्य का ध्यान रखें और रिश्ते में धैर्य रखें: एक-दूसरे को समय और जगह दें।",
    },
    {
      en: "Venus in the 8th house from your Moon sign is read as good, though this is the house of the hidden and the unforeseen: the almanacs see money coming in.",
      hi: "आपकी चंद्र राशि से आठवें भाव में शुक्र शुभ माना गया है, हालाँकि यह छिपी और अचानक होने वाली बातों का भाव है: पंचांग यहाँ धन आने की बात कहते हैं।",
    },
    {
      en: "Venus in the 9th house from your Moon sign blesses fortune, faith and elders. The almanacs read happiness: a good time for family gatherings, gifts and journeys of faith.",
      hi: "आपकी चंद्र राशि से नौवें भाव में शुक्र भाग्य, आस्था और बड़ों के लिए शुभ है। पंचांग इसे सुख का समय बताते हैं: परिवार के मेल-मिलाप, उपहारों और धार्मिक यात्राओं के लिए अच्छा समय है।",
    },
    {
      en: "Venus in the 10th house from your Moon sign bears on work and standing. Disagreements come easily now; a time to go carefully with colleagues and keep work and pleasure apart.",
      hi: "आपकी चंद्र राशि से दसवें भाव में शुक्र का असर काम और प्रतिष्ठा पर रहता है। इस समय मतभेद जल्दी होते हैं: सहकर्मियों के साथ सावधानी रखें और काम व मौज-मस्ती को अलग रखें।",
    },
    {
      en: "Venus in the 11th house from your Moon sign favours gains, income and friends. The almanacs read safety and ease: a good time for friendships and for savings to grow.",
      hi: "आपकी चंद्र राशि से ग्यारहवें भाव में शुक्र लाभ, आय और मित्रों के लिए शुभ है। पंचांग इसे सुरक्षा और सुख का समय बताते हैं: मित्रता और बचत बढ़ने के लिए अच्छा समय है।",
    },
    {
      en: "Venus in the 12th house from your Moon sign, the house of expenses and rest, is read as good: the almanacs see money coming in and comforts to enjoy.",
      hi: "आपकी चंद्र राशि से बारहवें भाव में, जो खर्च और आराम का भाव है, शुक्र शुभ माना गया है: पंचांग यहाँ धन आने और सुख-सुविधाओं के आनंद की बात कहते हैं।",
    },
  ],
  // Good in 3, 6, 11. Saturn stays about two and a half years in a sign; the 12th, 1st and 2nd are Sade Sati.
  saturn: [
    {
      en: "Saturn in your own Moon sign, the peak phase of Sade Sati, bears on body and spirits. It asks patience: keep steady routines, look after your health and take one step at a time.",
      hi: "आपकी चंद्र राशि पर, यानी पहले भाव में, शनि का गोचर साढ़ेसाती का दूसरा चरण है और इसका असर शरीर और मन पर रहता है। धैर्य रखें: दिनचर्या नियमित रखें, स्वास्थ्य का ध्यान रखें और एक-एक कदम आगे बढ़ें।",
    },
    {
      en: "Saturn in the 2nd house from your Moon sign, the setting phase of Sade Sati, bears on money, family and speech. A time to go carefully with savings and to give children patient attention.",
      hi: "आपकी चंद्र राशि से दूसरे भाव में शनि का गोचर साढ़ेसाती का तीसरा चरण है और इसका असर धन, परिवार और वाणी पर रहता है। बचत में सावधानी रखें और बच्चों को धैर्य से समय दें।",
    },
    {
      en: "Saturn in the 3rd house from your Moon sign rewards effort and persistence. The almanacs read a new post or employment, money, and good help around you.",
      hi: "आपकी चंद्र राशि से तीसरे भाव में शनि प्रयास और लगन का फल देता है। पंचांग इसे नए पद या रोज़गार, धन और अच्छे सहयोगियों का समय बताते हैं।",
    },
    {
      en: "Saturn in the 4th house from your Moon sign bears on home, mother and comforts. It asks patience with family ties and household money; give your partner and relatives time and care.",
      hi: "आपकी चंद्र राशि से चौथे भाव में शनि का असर घर, माता और सुख-सुविधाओं पर रहता है। पारिवारिक रिश्तों और घर के धन में धैर्य रखें, और जीवनसाथी व रिश्तेदारों को समय और स्नेह दें।",
    },
    {
      en: "Saturn in the 5th house from your Moon sign bears on the mind, children and learning. It asks patience when thoughts feel clouded; go carefully with money and give children extra care.",
      hi: "आपकी चंद्र राशि से पाँचवें भाव में शनि का असर मन, संतान और पढ़ाई पर रहता है। मन उलझा लगे तो धैर्य रखें, धन में सावधानी रखें और बच्चों का खास ध्यान रखें।",
    },
    {
      en: "Saturn in the 6th house from your Moon sign strengthens you against illness, rivals and debts. The almanacs read happiness all round: steady work now clears old burdens.",
      hi: "आपकी चंद्र राशि से छठे भाव में शनि रोग, विरोधियों और कर्ज़ के सामने आपको बल देता है। पंचांग इसे हर ओर सुख का समय बताते हैं: लगातार मेहनत से पुराने बोझ उतरते हैं।",
    },
    {
      en: "Saturn in the 7th house from your Moon sign bears on your partner, partnerships and travel. It asks care for your partner's wellbeing, and is a time to go carefully on journeys.",
      hi: "आपकी चंद्र राशि से सातवें भाव में शनि का असर जीवनसाथी, साझेदारी और यात्रा पर रहता है। जीवनसाथी की सेहत और सुख का ध्यान रखें, और यात्राओं में सावधानी बरतें।",
    },
    {
      en: "Saturn in the 8th house from your Moon sign bears on health and the unforeseen. A time to go carefully with health, money and friendships, and to look after children and dependants.",
      hi: "आपकी चंद्र राशि से आठवें भाव में शनि का असर स्वास्थ्य और अचानक होने वाली बातों पर रहता है। स्वास्थ्य, धन और मित्रता में सावधानी रखें, और बच्चों व आश्रितों का ध्यान रखें।",
    },
    {
      en: "Saturn in the 9th house from your Moon sign bears on fortune, father and elders. It asks patience when good plans meet delays; keep money safe and spend time with the family's elders.",
      hi: "आपकी चंद्र राशि से नौवें भाव में शनि का असर भाग्य, पिता और बड़ों पर रहता है। अच्छे कामों में देरी हो तो धैर्य रखें, धन सँभालकर रखें और परिवार के बड़ों के साथ समय बिताएँ।",
    },
    {
      en: "Saturn in the 10th house from your Moon sign bears on work and standing. A time to go carefully with your good name: keep to fair means, avoid shortcuts and look after your health.",
      hi: "आपकी चंद्र राशि से दसवें भाव में शनि का असर काम और प्रतिष्ठा पर रहता है। अपनी साख का ध्यान रखें: उचित तरीके अपनाएँ, जल्दबाज़ी के गलत रास्तों से बचें और स्वास्थ्य का ध्यान रखें।",
    },
    {
      en: "Saturn in the 11th house from your Moon sign favours gains, income and friends. The almanacs read every kind of happiness, money and a rare honour.",
      hi: "आपकी चंद्र राशि से ग्यारहवें भाव में शनि लाभ, आय और मित्रों के लिए शुभ है। पंचांग इसे हर तरह के सुख, धन और विशेष सम्मान का समय बताते हैं।",
    },
    {
      en: "Saturn in the 12th house from your Moon sign, the rising phase of Sade Sati, bears on expenses and rest. Go carefully with ventures that drain money, and look after the family's health.",
      hi: "आपकी चंद्र राशि से बारहवें भाव में शनि का गोचर साढ़ेसाती का पहला चरण है और इसका असर खर्च और आराम पर रहता है। धन खपाने वाले कामों में सावधानी रखें और परिवार के स्वास्थ्य का ध्यान रखें।",
    },
  ],
  // Phaladeepika 26.24; good in 3, 6, 11 by the common rule (RAHU_KETU_GOOD_HOUSES), the 10th mixed.
  rahu: [
    {
      en: "Rahu in your own Moon sign bears on body and mind. It asks patience with restlessness and health: keep regular habits, eat and sleep well, and see a doctor early if unwell.",
      hi: "आपकी चंद्र राशि पर, यानी पहले भाव में, राहु का असर शरीर और मन पर रहता है। बेचैनी और स्वास्थ्य के मामले में धैर्य रखें: दिनचर्या नियमित रखें, ठीक से खाएँ-सोएँ और तबीयत बिगड़े तो जल्दी चिकित्सक से सलाह लें।",
    },
    {
      en: "Rahu in the 2nd house from your Moon sign bears on money, family and speech. A time to go carefully with money, to read offers twice and to keep family talk honest and kind.",
      hi: "आपकी चंद्र राशि से दूसरे भाव में राहु का असर धन, परिवार और वाणी पर रहता है। धन के मामलों में सावधानी रखें, हर प्रस्ताव को दो बार परखें और परिवार में बात सच्ची और मीठी रखें।",
    },
    {
      en: "Rahu in the 3rd house from your Moon sign fires courage, effort and initiative. The almanacs read happiness: a good time for bold steps, new skills and short journeys.",
      hi: "आपकी चंद्र राशि से तीसरे भाव में राहु साहस, प्रयास और पहल को बल देता है। पंचांग इसे सुख का समय बताते हैं: हिम्मत भरे कदमों, नए हुनर और छोटी यात्राओं के लिए अच्छा समय है।",
    },
    {
      en: "Rahu in the 4th house from your Moon sign bears on home, mother and peace of mind. It asks patience at home: keep worries in proportion and give your family time and attention.",
      hi: "आपकी चंद्र राशि से चौथे भाव में राहु का असर घर, माता और मन की शांति पर रहता है। घर में धैर्य रखें: चिंताओं को बढ़ने न दें और परिवार को समय और ध्यान दें।",
    },
    {
      en: "Rahu in the 5th house from your Moon sign bears on the mind, children and learning. A time to go carefully with speculation and risky money, and to stay close to your children.",
      hi: "आपकी चंद्र राशि से पाँचवें भाव में राहु का असर मन, संतान और पढ़ाई पर रहता है। सट्टे और जोखिम भरे निवेश में सावधानी रखें, और बच्चों के करीब रहें।",
    },
    {
      en: "Rahu in the 6th house from your Moon sign strengthens you against rivals, debts and illness. The almanacs read happiness: a good time to clear disputes and get ahead through hard work.",
      hi: "आपकी चंद्र राशि से छठे भाव में राहु विरोधियों, कर्ज़ और रोग के सामने आपको बल देता है। पंचांग इसे सुख का समय बताते हैं: विवाद सुलझाने और मेहनत से आगे निकलने का अच्छा समय है।",
    },
    {
      en: "Rahu in the 7th house from your Moon sign bears on your partner and partnerships. A time to go carefully with joint money and new agreements, and to keep trust alive through plain talk.",
      hi: "आपकी चंद्र राशि से सातवें भाव में राहु का असर जीवनसाथी और साझेदारी पर रहता है। साझे धन और नए समझौतों में सावधानी रखें, और साफ़ बातचीत से भरोसा बनाए रखें।",
    },
    {
      en: "Rahu in the 8th house from your Moon sign bears on health and the unforeseen. A time to go carefully: take no needless risks on the road or with health, and keep up check-ups.",
      hi: "आपकी चंद्र राशि से आठवें भाव में राहु का असर स्वास्थ्य और अचानक होने वाली बातों पर रहता है। सावधानी का समय है: रास्ते में और स्वास्थ्य के मामले में बेवजह जोखिम न लें, और नियमित जाँच करवाते रहें।",
    },
    {
      en: "Rahu in the 9th house from your Moon sign bears on fortune, father and faith. It asks patience if luck seems slow; go carefully with money and keep faith with elders and teachers.",
      hi: "आपकी चंद्र राशि से नौवें भाव में राहु का असर भाग्य, पिता और आस्था पर रहता है। भाग्य धीमा लगे तो धैर्य रखें, धन में सावधानी रखें और बड़ों व गुरुजनों का आदर बनाए रखें।",
    },
    {
      en: "Rahu in the 10th house from your Moon sign bears on work and standing. Phaladeepika reads gain here, though many almanacs count it mixed: effort at work can pay if your dealings stay open.",
      hi: "आपकी चंद्र राशि से दसवें भाव में राहु का असर काम और प्रतिष्ठा पर रहता है। फलदीपिका यहाँ लाभ बताती है, हालाँकि कई पंचांग इसे मिला-जुला मानते हैं: ईमानदार और खुले व्यवहार से काम में मेहनत का फल मिल सकता है।",
    },
    {
      en: "Rahu in the 11th house from your Moon sign favours gains, income and wishes. The almanacs read happiness: a good time for income to grow and for friends to help.",
      hi: "आपकी चंद्र राशि से ग्यारहवें भाव में राहु लाभ, आय और इच्छाओं के लिए शुभ है। पंचांग इसे सुख का समय बताते हैं: आय बढ़ने और मित्रों की मदद मिलने का अच्छा समय है।",
    },
    {
      en: "Rahu in the 12th house from your Moon sign bears on expenses, sleep and distant places. Spending runs ahead easily now; keep to a budget and guard your rest.",
      hi: "आपकी चंद्र राशि से बारहवें भाव में राहु का असर खर्च, नींद और दूर की जगहों पर रहता है। इस समय खर्च आसानी से बढ़ता है: हिसाब से चलें और अपने आराम का ध्यान रखें।",
    },
  ],
  // No Phaladeepika verse: the common almanac rule (good in 3, 6, 11; indastro's Ketu page) with Rahu's
  // effects of 26.24, as the translator's note suggests, in Ketu's own colour; the 10th is read as hard here.
  ketu: [
    {
      en: "Ketu in your own Moon sign bears on body and mind, and can bring a detached or unsettled mood. It asks patience: look after your health and talk things through with those close to you.",
      hi: "आपकी चंद्र राशि पर, यानी पहले भाव में, केतु का असर शरीर और मन पर रहता है, और मन में उदासीनता या उलझन आ सकती है। धैर्य रखें: स्वास्थ्य का ध्यान रखें और अपनों से मन की बात करें।",
    },
    {
      en: "Ketu in the 2nd house from your Moon sign bears on money, family and speech. A time to go carefully with savings and belongings, and to keep your words gentle at home.",
      hi: "आपकी चंद्र राशि से दूसरे भाव में केतु का असर धन, परिवार और वाणी पर रहता है। बचत और सामान की हिफ़ाज़त में सावधानी रखें, और घर में बोलचाल नरम रखें।",
    },
    {
      en: "Ketu in the 3rd house from your Moon sign sharpens courage and effort. The almanacs count this house good for Ketu: a time for quiet resolve, practice and short journeys.",
      hi: "आपकी चंद्र राशि से तीसरे भाव में केतु साहस और प्रयास को धार देता है। पंचांग केतु के लिए इस भाव को शुभ मानते हैं: शांत संकल्प, अभ्यास और छोटी यात्राओं का समय है।",
    },
    {
      en: "Ketu in the 4th house from your Moon sign bears on home, mother and peace of mind. It asks patience at home; make time for your family and for simple comforts.",
      hi: "आपकी चंद्र राशि से चौथे भाव में केतु का असर घर, माता और मन की शांति पर रहता है। घर में धैर्य रखें: परिवार और सादे सुखों के लिए समय निकालें।",
    },
    {
      en: "Ketu in the 5th house from your Moon sign bears on the mind, children and learning. A time to go carefully with speculation, keep your studies steady and stay close to your children.",
      hi: "आपकी चंद्र राशि से पाँचवें भाव में केतु का असर मन, संतान और पढ़ाई पर रहता है। सट्टे में सावधानी रखें, पढ़ाई नियमित रखें और बच्चों के करीब रहें।",
    },
    {
      en: "Ketu in the 6th house from your Moon sign strengthens you against rivals, debts and illness. The almanacs count this house good for Ketu: a time to overcome obstacles and ease old troubles.",
      hi: "आपकी चंद्र राशि से छठे भाव में केतु विरोधियों, कर्ज़ और रोग के सामने आपको बल देता है। पंचांग केतु के लिए इस भाव को शुभ मानते हैं: बाधाएँ पार करने और पुरानी परेशानियाँ दूर करने का समय है।",
    },
    {
      en: "Ketu in the 7th house from your Moon sign bears on your partner and partnerships. Distance or misunderstanding can creep in; it asks patience, time together and plain words.",
      hi: "आपकी चंद्र राशि से सातवें भाव में केतु का असर जीवनसाथी और साझेदारी पर रहता है। दूरी या गलतफ़हमी आ सकती है: धैर्य, साथ बिताया समय और साफ़ बातचीत ज़रूरी है।",
    },
    {
      en: "Ketu in the 8th house from your Moon sign bears on health and the unforeseen. A time to go carefully, take no needless risks and turn to quiet practices that steady the mind.",
      hi: "आपकी चंद्र राशि से आठवें भाव में केतु का असर स्वास्थ्य और अचानक होने वाली बातों पर रहता है। सावधानी रखें, बेवजह जोखिम न लें और ध्यान-पूजा जैसे शांत अभ्यास अपनाएँ जो मन को स्थिर करें।",
    },
    {
      en: "Ketu in the 9th house from your Moon sign bears on fortune, father and faith. It asks patience when help seems slow; go carefully with money and keep your respect for elders.",
      hi: "आपकी चंद्र राशि से नौवें भाव में केतु का असर भाग्य, पिता और आस्था पर रहता है। सहारा धीमा लगे तो धैर्य रखें, धन में सावधानी रखें और बड़ों का सम्मान बनाए रखें।",
    },
    {
      en: "Ketu in the 10th house from your Moon sign bears on work and standing. Interest in work may waver; it asks patience, clear goals and steady effort rather than sudden changes.",
      hi: "आपकी चंद्र राशि से दसवें भाव में केतु का असर काम और प्रतिष्ठा पर रहता है। काम में मन डगमगा सकता है: धैर्य, साफ़ लक्ष्य और अचानक बदलाव के बजाय लगातार प्रयास की ज़रूरत है।",
    },
    {
      en: "Ketu in the 11th house from your Moon sign favours gains, income and wishes. The almanacs count this house good for Ketu: a time for gains and for the help of friends.",
      hi: "आपकी चंद्र राशि से ग्यारहवें भाव में केतु लाभ, आय और इच्छाओं के लिए शुभ है। पंचांग केतु के लिए इस भाव को शुभ मानते हैं: लाभ और मित्रों की मदद का समय है।",
    },
    {
      en: "Ketu in the 12th house from your Moon sign bears on expenses, sleep and the inner life. Keep spending in check; it is a good time for quiet, rest and prayer.",
      hi: "आपकी चंद्र राशि से बारहवें भाव में केतु का असर खर्च, नींद और भीतर के जीवन पर रहता है। खर्च पर नियंत्रण रखें: शांति, आराम और प्रार्थना के लिए यह अच्छा समय है।",
    },
  ],
};
