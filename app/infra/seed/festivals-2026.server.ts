// SEED DATA: the major Indian festivals of 2026 (spec §2 "Festival calendar"), from the research
// note docs/research/festival-dates-2026-2027.md. The seed writes it once; administrators keep it
// up to date at /admin/festivals.
//
// Where the dates come from:
// - "DoPT gazetted": the Government of India's list of holidays for central government offices
//   in 2026 (Department of Personnel and Training), as republished by NIEPVD:
//   https://niepvd.nic.in/?p=9775
// - "DoPT restricted": the optional list of the same memorandum, as reported by Republic World:
//   https://www.republicworld.com/india/2026-holiday-list-released-see-full-month-wise-gazetted-restricted-leave-list-here
//   checked against Jagran's list of the 2026 restricted holidays:
//   https://www.jagran.com/business/biz-post-office-holidays-2024-full-list-of-closure-dates-40093140.html
//   and the CCMB holiday calendar for November 2026:
//   http://intranet.ccmb.res.in/intranet/cal/dbcal/mn1.php?m=11&y=2026
// - "Public Holidays in India for 2026": https://holidayssky.com/2025/02/21/public-holidays-in-india-for-2026
// - Festival pages of the press and of festival sites, each named where it is used:
//   India Today (March 2026): https://www.indiatoday.in/information/story/holi-navratri-rama-navami-festival-calendar-march-2026-overview-2873323-2026-02-24
//   News18 (Chaitra Navratri): https://stgone.news18.com/english/article/news/dharm/chaitra-navratri-2026-why-it-starts-march-19-despite-pratipada-on-march-20-hin-8810283344
//   GaneshaSpeaks (January): https://www.ganeshaspeaks.com/festival-calendar/january-festivals/amp
//   Asianet News Tamil (RBI bank holidays): https://tamil.asianetnews.com/amp/gallery/business/2026-bank-holidays-list-released-rbi-announces-over-100-holidays-7ad5dr8
//   Festivals of India (Guru Purnima): https://www.festivalsofindia.in/gurupurnima
//   IBC24 (Janmashtami): https://www.ibc24.in/religion/when-will-janmashtami-2026-be-celebrated-september-4th-or-5th-learn-about-the-auspicious-time-and-special-features-3377136.html/amp
//   Varta24 Live (Mauni Amavasya): https://www.varta24live.com/tags/january-18th-or-19th
//   Jyotishasha (Nirjala Ekadashi): https://www.jyotishasha.com/ekadashi/nirjala-ekadashi?year=2026
//   Hindusphere (Ekadashis of 2026): http://hindusphere.com/ekadashi-2026/
//   GH Days (Kabir Jayanti): https://ghdays.in/kabir-jayanti-date/
//   Vividh Gyan (Narasimha Jayanti): https://www.vividhgyan.com/hub/festivals/narasimha-jayanti
//   Durga Navratri (Nag Panchami): https://www.durganavratri.in/2022/08/nag-panchami-2026-date.html
// - Devanilayam's festival dates, curated against published panchangs (commit 1067cd01):
//   https://github.com/devanilayam/devanilayam_web/blob/1067cd0185f287fb5d0d992c05ad4e2d47ad21d8/app/utils/festivals/dates.ts
// - The open-source holidays package (vacanza/holidays, commit c382fdec): its Hindu calendar
//   tables, which cite archived timeanddate.com and Drik Panchang pages,
//   https://github.com/vacanza/holidays/blob/c382fdec456ce76e03b841ab809d47e46be610a2/holidays/calendars/hindu.py
//   and its India calendar, which follows the DoPT lists,
//   https://github.com/vacanza/holidays/blob/c382fdec456ce76e03b841ab809d47e46be610a2/holidays/countries/india.py
// - Estimates: where no published date was found, the date is the tithi's day for New Delhi
//   worked out from the positions of the Sun and Moon, by the rules that give the 2025 dates;
//   each such card says the rule that gave its day and that a regional panchang may keep it a
//   day apart (festival-rule-notes.server.ts).
// Islamic festivals depend on the sighting of the moon; the dates are the ones the central
// government fixed in advance, and each such card says so. Where sources or regions disagree,
// `dateNote` says how, and the card shows it.

import type { FestivalSeedEntry, FestivalSeedYear } from "~/domain/festival";
import { withRegionsInHindi } from "~/locales/content/festival-regions";

import { lastDayNote, ruleNote } from "./festival-rule-notes.server";

const DOPT_GAZETTED = "Government of India holiday list 2026 (DoPT), gazetted holiday, as republished by NIEPVD";
const DOPT_RESTRICTED = "Government of India holiday list 2026 (DoPT), restricted holiday, as reported by Republic World";
const JAGRAN = "Jagran, restricted holidays 2026";
const CCMB = "CCMB holiday calendar, November 2026";
const HOLIDAYSSKY = "Public Holidays in India for 2026 (holidayssky.com)";
const INDIA_TODAY = "India Today, festival calendar for March 2026";
const NEWS18 = "News18, Chaitra Navratri 2026";
const GANESHASPEAKS = "GaneshaSpeaks, January festivals 2026";
const RBI_TAMIL_NADU = "RBI bank holidays 2026 for Tamil Nadu, as reported by Asianet News Tamil";
const FESTIVALS_OF_INDIA = "Festivals of India, Guru Purnima";
const IBC24 = "IBC24, Janmashtami 2026";
const HOLIDAYS_HINDU = "Hindu calendar tables of the holidays package (vacanza/holidays), after timeanddate.com and Drik Panchang";
const HOLIDAYS_INDIA = "India calendar of the holidays package (vacanza/holidays), after the DoPT lists";
const NAGALAND = "Government of Nagaland (held 1–10 December every year)";
const ESTIMATE = "Estimate for New Delhi from the positions of the Sun and Moon";
const RULES = "Computed for New Delhi by the festival rules of docs/research/festival-rules.md";
const WIKIPEDIA_HANUMAN = "Wikipedia, Hanuman Jayanti (its 2026 date, most regions)";
const WIKIPEDIA_SHARAD = "Wikipedia, Sharada Purnima (its 2026 date)";
const VARTA24 = "Varta24 Live, Mauni Amavasya 2026 (varta24live.com)";
const JYOTISHASHA_NIRJALA = "Jyotishasha, Nirjala Ekadashi 2026 (jyotishasha.com)";
const HINDUSPHERE_EKADASHI = "Hindusphere, Ekadashi 2026 (hindusphere.com)";
const GHDAYS_KABIR = "GH Days, Kabir Jayanti dates 2024–2030 (ghdays.in)";
const VIVIDHGYAN_NARASIMHA = "Vividh Gyan, Narasimha Jayanti 2026 (vividhgyan.com)";
const DURGANAVRATRI_NAG = "Durga Navratri, Nag Panchami 2026 (durganavratri.in)";
const DEVANILAYAM = "Devanilayam, festival dates 2026–2027 curated against published panchangs (github.com/devanilayam/devanilayam_web)";
const DRIK_DELHI_2026 =
  "Drik Panchang's 2026 pages for New Delhi, as recorded with their addresses by the devam-universe project (github.com/toolsatZyra/devam-universe)";
const DNA_SAKAT = "DNA, Sakat Chauth 2026 moonrise time";
const REPUBLIC_SHEETALA = "Republic World, Sheetala Ashtami 2026";
const MOON_NOTE = "Depends on the sighting of the moon; it may move by a day.";
const MOON_NOTE_HI = "चाँद दिखने पर निर्भर है; तारीख एक दिन आगे-पीछे हो सकती है।";

const entries: FestivalSeedEntry[] = [
  // January
  {
    name: "Lohri",
    nameHi: "लोहड़ी",
    date: "2026-01-13",
    description:
      "A winter harvest festival on the eve of Makar Sankranti, celebrated around a bonfire with rewri, peanuts, popcorn, bhangra and giddha.",
    descriptionHi:
      "मकर संक्रांति की पूर्व संध्या पर मनाया जाने वाला सर्दियों की फ़सल का त्योहार। लोग अलाव के चारों ओर जुटते हैं, रेवड़ी, मूँगफली और पॉपकॉर्न बाँटते हैं और भाँगड़ा-गिद्दा होता है।",
    regions: "Punjab, Haryana, Himachal Pradesh, Delhi, Jammu",
    source: GANESHASPEAKS,
  },
  {
    name: "Makar Sankranti",
    nameHi: "मकर संक्रांति",
    date: "2026-01-14",
    description:
      "The Sun's entry into Capricorn and the start of its northward journey, marked with holy dips, til-gud sweets and kite flying.",
    descriptionHi: "सूर्य का मकर राशि में प्रवेश और उत्तरायण की शुरुआत। इस दिन पवित्र स्नान, तिल-गुड़ की मिठाइयों और पतंगबाज़ी की परंपरा है।",
    regions: "Pan-India; Uttarayan in Gujarat, Magh Bihu in Assam, Khichdi in Uttar Pradesh and Bihar",
    source: `${DOPT_RESTRICTED} (Makar Sankranti / Magha Bihu / Pongal)`,
  },
  {
    name: "Pongal",
    nameHi: "पोंगल",
    date: "2026-01-15",
    endDate: "2026-01-17",
    description:
      "Tamil Nadu's harvest festival: new rice is boiled with milk and jaggery until it overflows, followed by Mattu Pongal for the cattle and Kaanum Pongal for family visits. Bhogi is kept on the eve.",
    descriptionHi:
      "तमिलनाडु का फ़सल उत्सव: नए चावल को दूध और गुड़ के साथ उफान आने तक पकाया जाता है, फिर मवेशियों के लिए मट्टू पोंगल और परिवार से मिलने-जुलने के लिए काणुम पोंगल मनाया जाता है। एक दिन पहले भोगी मनाई जाती है।",
    regions: "Tamil Nadu, Puducherry",
    source: `${RBI_TAMIL_NADU}; ${DOPT_RESTRICTED} (Makar Sankranti / Magha Bihu / Pongal)`,
    dateNote:
      "Sources differ: the central government's list gives 14 January, with Makar Sankranti; Tamil Nadu keeps Thai Pongal on 15 January, with Bhogi on 14 January.",
    dateNoteHi:
      "स्रोतों में अंतर है: केंद्र सरकार की सूची में मकर संक्रांति के साथ 14 जनवरी दी गई है; तमिलनाडु में थाई पोंगल 15 जनवरी को और भोगी 14 जनवरी को मनाई जाती है।",
  },
  {
    name: "Vasant Panchami",
    nameHi: "वसंत पंचमी",
    date: "2026-01-23",
    description:
      "The arrival of spring and a day for worshipping Saraswati, goddess of learning; people dress in yellow and children begin their first letters.",
    descriptionHi: "वसंत ऋतु का आगमन और विद्या की देवी सरस्वती की पूजा का दिन। लोग पीले वस्त्र पहनते हैं और बच्चों को पहली बार अक्षर लिखना सिखाया जाता है।",
    regions: "North and East India; Saraswati Puja in Bengal, Odisha, Bihar, Assam",
    source: `${DOPT_RESTRICTED} (Basant Panchami / Sri Panchami)`,
  },
  {
    name: "Republic Day",
    nameHi: "गणतंत्र दिवस",
    date: "2026-01-26",
    description:
      "The anniversary of the Constitution of India coming into force in 1950, marked by the parade on Kartavya Path in New Delhi and flag hoisting across the country.",
    descriptionHi: "1950 में भारत का संविधान लागू होने की वर्षगाँठ। नई दिल्ली में कर्तव्य पथ पर परेड होती है और देश भर में तिरंगा फहराया जाता है।",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
  },
  // February
  {
    name: "Guru Ravidas Jayanti",
    nameHi: "गुरु रविदास जयंती",
    date: "2026-02-01",
    description: "The birth anniversary of the 15th-century saint-poet Guru Ravidas, kept on Magha Purnima with processions and kirtan.",
    descriptionHi: "15वीं सदी के संत-कवि गुरु रविदास की जयंती, जो माघ पूर्णिमा को शोभा यात्राओं और कीर्तन के साथ मनाई जाती है।",
    regions: "Punjab, Uttar Pradesh (Varanasi), Haryana",
    source: `${HOLIDAYS_HINDU} (Magha Purnima); ${HOLIDAYS_INDIA}`,
  },
  {
    name: "Maha Shivaratri",
    nameHi: "महाशिवरात्रि",
    date: "2026-02-15",
    description: "The great night of Shiva, kept with fasting, an all-night vigil and abhishek of the Shivling.",
    descriptionHi: "भगवान शिव की महान रात्रि, जिसमें व्रत रखा जाता है, रात भर जागरण होता है और शिवलिंग का अभिषेक किया जाता है।",
    regions: "Pan-India",
    source: DOPT_RESTRICTED,
  },
  {
    name: "Losar",
    nameHi: "लोसर",
    date: "2026-02-18",
    description: "The Tibetan New Year, welcomed with prayers at monasteries, masked cham dances and family feasts.",
    descriptionHi: "तिब्बती नववर्ष, जिसका स्वागत मठों में प्रार्थनाओं, मुखौटे पहनकर किए जाने वाले छाम नृत्य और पारिवारिक दावतों से होता है।",
    regions: "Sikkim, Arunachal Pradesh, Himachal Pradesh (Dharamshala), Darjeeling",
    source: `${HOLIDAYS_HINDU} (Gyalpo Losar)`,
    dateNote: "Ladakh keeps its own Losar by the Ladakhi calendar, about two months earlier.",
    dateNoteHi: "लद्दाख में लद्दाखी पंचांग के अनुसार अपना लोसर लगभग दो महीने पहले मनाया जाता है।",
  },
  // March
  {
    name: "Holika Dahan",
    nameHi: "होलिका दहन",
    date: "2026-03-03",
    description:
      "The bonfire on the eve of Holi, recalling Prahlad's escape from the demoness Holika and the victory of devotion over evil.",
    descriptionHi:
      "होली से पहले की रात जलाई जाने वाली होलिका, जो राक्षसी होलिका से भक्त प्रह्लाद के बच निकलने और बुराई पर भक्ति की जीत की याद दिलाती है।",
    regions: "North and West India",
    source: `${DOPT_RESTRICTED}; ${INDIA_TODAY}`,
    dateNote: "Sources differ: the RBI's regional holiday list gives 2 March.",
    dateNoteHi: "स्रोतों में अंतर है: आरबीआई की क्षेत्रीय अवकाश सूची में 2 मार्च दी गई है।",
  },
  {
    name: "Holi",
    nameHi: "होली",
    date: "2026-03-04",
    description:
      "The festival of colours, welcoming spring with gulal, water, music and gujiya; Braj (Mathura, Vrindavan, Barsana) celebrates for days.",
    descriptionHi:
      "रंगों का त्योहार, जिसमें गुलाल, पानी, गीत-संगीत और गुझिया के साथ वसंत का स्वागत होता है। ब्रज (मथुरा, वृंदावन, बरसाना) में होली कई दिनों तक चलती है।",
    regions: "Pan-India; Dol Jatra in Bengal and Odisha",
    source: DOPT_GAZETTED,
  },
  {
    name: "Ugadi & Gudi Padwa",
    nameHi: "उगादी और गुड़ी पड़वा",
    date: "2026-03-19",
    description:
      "The lunar New Year of the Deccan: Ugadi with its six-taste pachadi in the Telugu states and Karnataka, and Gudi Padwa, with a gudi raised at the door, in Maharashtra.",
    descriptionHi:
      "दक्कन का चंद्र नववर्ष: तेलुगु राज्यों और कर्नाटक में उगादी, जिसमें छह स्वादों वाली पचड़ी बनती है, और महाराष्ट्र में गुड़ी पड़वा, जब घर के द्वार पर गुड़ी खड़ी की जाती है।",
    regions: "Andhra Pradesh, Telangana, Karnataka, Maharashtra, Goa",
    source: `${DOPT_RESTRICTED} (Chaitra Sukladi / Gudi Padava / Ugadi / Cheti Chand); ${NEWS18}`,
  },
  {
    name: "Chaitra Navratri",
    nameHi: "चैत्र नवरात्रि",
    date: "2026-03-19",
    endDate: "2026-03-26",
    description: "Nine nights of the goddess in spring, beginning with ghatasthapana on the Hindu New Year and ending on Ram Navami.",
    descriptionHi: "वसंत में देवी आराधना की नौ रातें, जो हिंदू नववर्ष के दिन घटस्थापना से शुरू होकर राम नवमी पर पूरी होती हैं।",
    regions: "North and West India",
    source: `${NEWS18}; ${DOPT_GAZETTED} (Ram Navami)`,
    dateNote: "It runs eight days in 2026 because one tithi is skipped.",
    dateNoteHi: "2026 में एक तिथि का क्षय होने से यह आठ दिन की है।",
  },
  {
    name: "Eid al-Fitr",
    nameHi: "ईद-उल-फ़ित्र",
    date: "2026-03-21",
    description:
      "The festival that ends the month of Ramzan, begun with Eid prayers and celebrated with sheer khurma, new clothes and visits.",
    descriptionHi:
      "रमज़ान का महीना पूरा होने का त्योहार। दिन की शुरुआत ईद की नमाज़ से होती है; शीर खुरमा, नए कपड़े और एक-दूसरे के घर जाकर मुबारकबाद देना इसकी रौनक हैं।",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Id-ul-Fitr)`,
    dateNote: `${MOON_NOTE} The central list fixed 21 March.`,
    dateNoteHi: `${MOON_NOTE_HI} केंद्र सरकार की सूची में 21 मार्च की तारीख तय की गई है।`,
  },
  {
    name: "Ram Navami",
    nameHi: "राम नवमी",
    date: "2026-03-26",
    description:
      "The birth of Lord Rama on Chaitra Shukla Navami, celebrated with Ramayana readings and processions; Ayodhya is its heart.",
    descriptionHi: "चैत्र शुक्ल नवमी को भगवान राम का जन्मोत्सव, जो रामायण पाठ और शोभा यात्राओं के साथ मनाया जाता है। अयोध्या इसका मुख्य केंद्र है।",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
    dateNote: "Sources differ: ISKCON keeps it on 27 March.",
    dateNoteHi: "स्रोतों में अंतर है: इस्कॉन इसे 27 मार्च को मनाता है।",
  },
  {
    name: "Mahavir Jayanti",
    nameHi: "महावीर जयंती",
    date: "2026-03-31",
    description:
      "The birth anniversary of Lord Mahavira, the 24th Jain Tirthankara, marked with rath processions, temple rituals and charity.",
    descriptionHi: "24वें जैन तीर्थंकर भगवान महावीर की जयंती। इस दिन रथ यात्राएँ निकलती हैं, मंदिरों में पूजा-अनुष्ठान होते हैं और दान दिया जाता है।",
    regions: "Pan-India; Gujarat, Rajasthan, Bihar (Pawapuri)",
    source: DOPT_GAZETTED,
  },
  // April
  {
    name: "Good Friday",
    nameHi: "गुड फ्राइडे",
    date: "2026-04-03",
    description: "The day Christians remember the crucifixion of Jesus, with services, the Way of the Cross and fasting.",
    descriptionHi:
      "वह दिन जब ईसाई समुदाय ईसा मसीह को सूली पर चढ़ाए जाने को याद करता है। गिरजाघरों में प्रार्थना होती है, क्रूस मार्ग (वे ऑफ़ द क्रॉस) की आराधना होती है और उपवास रखा जाता है।",
    regions: "Pan-India; Kerala, Goa, the North-East",
    source: DOPT_GAZETTED,
  },
  {
    name: "Easter",
    nameHi: "ईस्टर",
    date: "2026-04-05",
    description: "The feast of the Resurrection, celebrated with midnight and morning Mass, Easter eggs and family meals.",
    descriptionHi: "ईसा मसीह के पुनरुत्थान का पर्व, जो आधी रात और सुबह की प्रार्थना (मास), ईस्टर अंडों और परिवार के साथ भोजन से मनाया जाता है।",
    regions: "Pan-India; Kerala, Goa, the North-East",
    source: `Easter Sunday, two days after Good Friday (${DOPT_GAZETTED}); ${HOLIDAYS_INDIA}`,
  },
  {
    name: "Baisakhi",
    nameHi: "बैसाखी",
    date: "2026-04-14",
    description:
      "Punjab's harvest festival and the day the Khalsa was founded in 1699, celebrated at gurdwaras and with bhangra at the fairs.",
    descriptionHi: "पंजाब का फ़सल उत्सव और 1699 में खालसा पंथ की स्थापना का दिन, जो गुरुद्वारों में और मेलों में भाँगड़े के साथ मनाया जाता है।",
    regions: "Punjab, Haryana, Himachal Pradesh, Delhi",
    source: DOPT_RESTRICTED,
  },
  {
    name: "Puthandu & Vishu",
    nameHi: "पुथंडु और विषु",
    date: "2026-04-14",
    description:
      "The solar New Year of the South: Puthandu in Tamil Nadu, and Vishu in Kerala, where the day begins with the Vishukkani of golden konna flowers.",
    descriptionHi: "दक्षिण भारत का सौर नववर्ष: तमिलनाडु में पुथंडु और केरल में विषु, जहाँ दिन की शुरुआत सुनहरे कोन्ना फूलों से सजे विषुक्कणि के दर्शन से होती है।",
    regions: "Tamil Nadu, Kerala",
    source: `${HOLIDAYS_INDIA} (Meshadi (Tamil New Year's Day) 14 April, Vishu 15 April)`,
    dateNote: "Kerala keeps Vishu a day later, on 15 April.",
    dateNoteHi: "केरल में विषु एक दिन बाद, 15 अप्रैल को मनाया जाता है।",
  },
  {
    name: "Poila Baisakh & Bohag Bihu",
    nameHi: "पोइला बैशाख और बोहाग बिहू",
    date: "2026-04-15",
    description:
      "The Bengali New Year (Poila Baisakh, opening new account books) and Assam's spring festival Rongali or Bohag Bihu, with Bihu dances and pitha.",
    descriptionHi:
      "बंगाली नववर्ष पोइला बैशाख, जब नए बही-खाते खोले जाते हैं, और असम का वसंत उत्सव रोंगाली या बोहाग बिहू, जिसमें बिहू नृत्य होता है और पीठा बनता है।",
    regions: "West Bengal, Tripura, Assam",
    source: `${HOLIDAYS_INDIA} (Vaisakhadi / Bahag Bihu)`,
    dateNote: "Bangladesh keeps Pohela Boishakh on 14 April every year.",
    dateNoteHi: "बांग्लादेश में पोहेला बोइशाख हर साल 14 अप्रैल को मनाया जाता है।",
  },
  {
    name: "Akshaya Tritiya",
    nameHi: "अक्षय तृतीया",
    date: "2026-04-19",
    description: "Akha Teej, a day held auspicious for new beginnings and buying gold; Parashurama Jayanti falls close to it.",
    descriptionHi: "आखा तीज, जो नए कामों की शुरुआत और सोना खरीदने के लिए शुभ मानी जाती है। परशुराम जयंती भी इसी के आसपास पड़ती है।",
    regions: "Pan-India",
    source: `${ESTIMATE} (Vaishakha Shukla Tritiya, from late morning of 19 April to early morning of 20 April)`,
    dateNote:
      "Vaishakha Shukla Tritiya begins in the late morning of 19 April and ends early on 20 April: the puja is done in the morning hours it holds on the 19th, and some panchangs, keeping the Tritiya of sunrise, give 20 April.",
    dateNoteHi:
      "वैशाख शुक्ल तृतीया 19 अप्रैल को देर सुबह शुरू होकर 20 अप्रैल को सवेरे समाप्त होती है: पूजा 19 अप्रैल की सुबह के उन घंटों में होती है जिनमें तृतीया रहती है, और सूर्योदय की तिथि मानने वाले कुछ पंचांग 20 अप्रैल बताते हैं।",
  },
  // May
  {
    name: "Buddha Purnima",
    nameHi: "बुद्ध पूर्णिमा",
    date: "2026-05-01",
    description:
      "The full moon of Vaishakha, marking the birth, enlightenment and passing of the Buddha; Bodh Gaya and Sarnath draw pilgrims.",
    descriptionHi: "वैशाख की पूर्णिमा, जो भगवान बुद्ध के जन्म, ज्ञान प्राप्ति और महापरिनिर्वाण की याद दिलाती है। बोधगया और सारनाथ में श्रद्धालु उमड़ते हैं।",
    regions: "Pan-India; Bihar, Uttar Pradesh, Sikkim, Ladakh, Maharashtra",
    source: `${DOPT_GAZETTED} (Buddha Purnima)`,
  },
  {
    name: "Rabindra Jayanti",
    nameHi: "रवींद्र जयंती",
    date: "2026-05-09",
    description:
      "Rabindranath Tagore's birth anniversary, 25 Baishakh in the Bengali calendar, marked with his songs, dance dramas and recitations.",
    descriptionHi:
      "रवींद्रनाथ टैगोर की जयंती, जो बांग्ला पंचांग में 25 बैशाख को पड़ती है। इस दिन उनके गीत गाए जाते हैं, नृत्य-नाटिकाएँ होती हैं और उनकी रचनाओं का पाठ होता है।",
    regions: "West Bengal, Tripura",
    source: `${HOLIDAYS_INDIA} (Guru Rabindranath's Jayanti)`,
  },
  {
    name: "Eid al-Adha (Bakrid)",
    nameHi: "ईद-उल-अज़हा (बकरीद)",
    date: "2026-05-27",
    description:
      "The festival of sacrifice, remembering Ibrahim's devotion, with Eid prayers and the sharing of qurbani meat with family and the poor.",
    descriptionHi:
      "कुर्बानी का त्योहार, जो हज़रत इब्राहीम की अल्लाह के प्रति निष्ठा की याद में मनाया जाता है। ईद की नमाज़ अदा की जाती है और कुर्बानी का गोश्त परिवार और गरीबों में बाँटा जाता है।",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Id-ul-Zuha (Bakrid))`,
    dateNote: `${MOON_NOTE} Sources differ: another published list gives 28 May.`,
    dateNoteHi: `${MOON_NOTE_HI} स्रोतों में अंतर है: एक दूसरी प्रकाशित सूची में 28 मई दी गई है।`,
  },
  // June
  {
    name: "Maharana Pratap Jayanti",
    nameHi: "महाराणा प्रताप जयंती",
    date: "2026-06-17",
    description:
      "The birth anniversary of Maharana Pratap, the 16th-century ruler of Mewar who fought Akbar's army at Haldighati, kept on Jyeshtha Shukla Tritiya with processions and tributes.",
    descriptionHi:
      "मेवाड़ के 16वीं सदी के शासक महाराणा प्रताप की जयंती, जिन्होंने हल्दीघाटी में अकबर की सेना से युद्ध किया था। ज्येष्ठ शुक्ल तृतीया को शोभा यात्राओं और श्रद्धांजलि सभाओं के साथ मनाई जाती है।",
    regions: "Rajasthan (Udaipur, Chittorgarh, Haldighati)",
    source: `${HOLIDAYS_HINDU} (Maharana Pratap Jayanti)`,
    dateNote: "Some observe it on 9 May, his birth date by the Gregorian calendar.",
    dateNoteHi: "कुछ लोग इसे ग्रेगोरियन कैलेंडर के अनुसार उनकी जन्म तारीख, 9 मई को मनाते हैं।",
  },
  {
    name: "Ganga Dussehra",
    nameHi: "गंगा दशहरा",
    date: "2026-06-24",
    description: "The descent of the Ganga to earth, celebrated with holy dips and evening aarti on the ghats.",
    descriptionHi: "गंगा के धरती पर अवतरण का पर्व, जिस दिन पवित्र स्नान होता है और घाटों पर शाम की आरती होती है।",
    regions: "Uttarakhand (Haridwar, Rishikesh), Uttar Pradesh (Varanasi, Prayagraj), Bihar",
    source: `${ESTIMATE} (Jyeshtha Shukla Dashami at sunrise, after the extra month of Adhik Jyeshtha)`,
    ...ruleNote("Ganga Dussehra"),
  },
  {
    name: "Muharram (Ashura)",
    nameHi: "मुहर्रम (आशूरा)",
    date: "2026-06-26",
    description: "The tenth day of Muharram, when Shia Muslims mourn the martyrdom of Imam Husain at Karbala with majlis and processions.",
    descriptionHi: "मुहर्रम का दसवाँ दिन, जब शिया मुसलमान मजलिस और जुलूसों के साथ कर्बला में इमाम हुसैन की शहादत का शोक मनाते हैं।",
    regions: "Pan-India; Lucknow, Hyderabad, Kolkata, Mumbai",
    source: `${DOPT_GAZETTED} (Muharram)`,
    dateNote: MOON_NOTE,
    dateNoteHi: MOON_NOTE_HI,
  },
  // July
  {
    name: "Jagannath Rath Yatra",
    nameHi: "जगन्नाथ रथ यात्रा",
    date: "2026-07-16",
    description: "Lord Jagannath, Balabhadra and Subhadra are drawn on huge wooden chariots from the Puri temple to the Gundicha temple.",
    descriptionHi: "भगवान जगन्नाथ, बलभद्र और सुभद्रा को लकड़ी के विशाल रथों पर पुरी के मंदिर से गुंडिचा मंदिर तक खींचकर ले जाया जाता है।",
    regions: "Odisha (Puri), also Ahmedabad and Kolkata",
    source: `${JAGRAN} (Rath Yatra); ${HOLIDAYSSKY}`,
  },
  {
    name: "Ashadhi Ekadashi",
    nameHi: "आषाढ़ी एकादशी",
    date: "2026-07-25",
    description:
      "Devshayani Ekadashi, when Vishnu begins his four-month sleep; the Warkari pilgrimage on foot reaches Vitthal at Pandharpur.",
    descriptionHi:
      "देवशयनी एकादशी, जब भगवान विष्णु चार महीने की योगनिद्रा में जाते हैं। वारकरियों की पैदल यात्रा इसी दिन पंढरपुर में विट्ठल के दर्शन पर पहुँचती है।",
    regions: "Maharashtra (Pandharpur), Karnataka, pan-India",
    source: `${ESTIMATE} (Devshayani Ekadashi, Ashadha Shukla Ekadashi at sunrise)`,
    ...ruleNote("Ashadhi Ekadashi"),
  },
  {
    name: "Guru Purnima",
    nameHi: "गुरु पूर्णिमा",
    date: "2026-07-29",
    description:
      "The Ashadha full moon, a day to honour one's teachers, also kept as Vyasa Purnima and by Buddhists for the Buddha's first sermon.",
    descriptionHi: "आषाढ़ की पूर्णिमा, अपने गुरुओं के सम्मान का दिन। इसे व्यास पूर्णिमा भी कहते हैं, और बौद्ध इस दिन बुद्ध के पहले उपदेश को याद करते हैं।",
    regions: "Pan-India",
    source: FESTIVALS_OF_INDIA,
  },
  // August
  {
    name: "Independence Day",
    nameHi: "स्वतंत्रता दिवस",
    date: "2026-08-15",
    description:
      "The anniversary of India's independence on 15 August 1947, when the Prime Minister hoists the national flag at the Red Fort and addresses the nation.",
    descriptionHi: "15 अगस्त 1947 को मिली भारत की आज़ादी की वर्षगाँठ। इस दिन प्रधानमंत्री लाल किले पर तिरंगा फहराते हैं और राष्ट्र को संबोधित करते हैं।",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
  },
  {
    name: "Parsi New Year (Navroz)",
    nameHi: "पारसी नववर्ष (नवरोज़)",
    date: "2026-08-15",
    description: "The Parsi New Year of the Shahenshahi calendar, with visits to the fire temple, new clothes and a festive lunch.",
    descriptionHi: "शहंशाही पंचांग के अनुसार पारसी नववर्ष। लोग अग्नि मंदिर (अगियारी) जाते हैं, नए कपड़े पहनते हैं और दोपहर में खास भोज होता है।",
    regions: "Maharashtra (Mumbai), Gujarat",
    source: `${HOLIDAYS_INDIA} (Parsi New Year); the Shahenshahi year has 365 days, so it follows 15 August 2025`,
    dateNote: "Followers of the Fasli calendar and Irani Zoroastrians celebrate Navroz at the March equinox instead.",
    dateNoteHi: "फ़सली पंचांग मानने वाले और ईरानी ज़रथुश्त्री नवरोज़ इसके बजाय मार्च के विषुव (इक्विनॉक्स) पर मनाते हैं।",
  },
  {
    name: "Onam",
    nameHi: "ओणम",
    date: "2026-08-26",
    description:
      "Kerala's harvest festival welcoming King Mahabali home, with pookalam flower carpets, the Onasadya feast and snake-boat races. Thiruvonam is the main day.",
    descriptionHi:
      "केरल का फ़सल उत्सव, जिसमें राजा महाबली के घर लौटने का स्वागत होता है: फूलों की रंगोली पूकलम, ओणसद्या भोज और सर्प-नौका दौड़। तिरुवोणम मुख्य दिन है।",
    regions: "Kerala",
    source: `${JAGRAN} (Onam); ${HOLIDAYS_HINDU}`,
  },
  {
    name: "Milad-un-Nabi",
    nameHi: "मिलाद-उन-नबी",
    date: "2026-08-26",
    description: "The birthday of the Prophet Muhammad (Eid-e-Milad), marked with prayers, naat recitation, processions and charity.",
    descriptionHi: "पैगंबर मुहम्मद का जन्मदिन (ईद-ए-मिलाद), जो नमाज़, नात पढ़ने, जुलूसों और दान-खैरात के साथ मनाया जाता है।",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Milad-un-Nabi or Id-e-Milad)`,
    dateNote: MOON_NOTE,
    dateNoteHi: MOON_NOTE_HI,
  },
  {
    name: "Raksha Bandhan",
    nameHi: "रक्षाबंधन",
    date: "2026-08-28",
    description: "Sisters tie a rakhi on their brothers' wrists and receive a promise of protection, on the Shravana full moon.",
    descriptionHi: "श्रावण पूर्णिमा को बहनें भाइयों की कलाई पर राखी बाँधती हैं और भाई उनकी रक्षा का वचन देते हैं।",
    regions: "Pan-India, strongest in the North and West",
    source: `${JAGRAN}; ${HOLIDAYSSKY}`,
  },
  // September
  {
    name: "Janmashtami",
    nameHi: "श्रीकृष्ण जन्माष्टमी",
    date: "2026-09-04",
    description: "The birth of Krishna at midnight, celebrated with fasting, jhankis and dahi handi; Mathura and Vrindavan are its centre.",
    descriptionHi: "आधी रात को भगवान कृष्ण का जन्मोत्सव, जो व्रत, झाँकियों और दही हाँडी के साथ मनाया जाता है। मथुरा और वृंदावन इसके मुख्य केंद्र हैं।",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
    dateNote: "Sources differ: some temples celebrate on 5 September.",
    dateNoteHi: "स्रोतों में अंतर है: कुछ मंदिरों में यह 5 सितंबर को मनाई जाएगी।",
  },
  {
    name: "Ganesh Chaturthi",
    nameHi: "गणेश चतुर्थी",
    date: "2026-09-14",
    endDate: "2026-09-25",
    description: "The birth of Ganesha: idols are welcomed home and into public pandals with modaks, and immersed on Anant Chaturdashi.",
    descriptionHi:
      "भगवान गणेश का जन्मोत्सव: घरों और सार्वजनिक पंडालों में मोदक के साथ गणपति की मूर्तियाँ स्थापित की जाती हैं और अनंत चतुर्दशी को उनका विसर्जन होता है।",
    regions: "Maharashtra, Goa, Karnataka, Andhra Pradesh, Telangana",
    source: `${JAGRAN}; ${HOLIDAYSSKY}`,
    ...lastDayNote("Anant Chaturdashi"),
  },
  {
    name: "Anant Chaturdashi",
    nameHi: "अनंत चतुर्दशी",
    date: "2026-09-25",
    description:
      "The last day of Ganeshotsav, when Ganesha idols are carried to the sea and rivers in huge processions; Vishnu is worshipped as Anant.",
    descriptionHi:
      "गणेशोत्सव का अंतिम दिन, जब गणपति की मूर्तियाँ बड़ी शोभा यात्राओं में समुद्र और नदियों तक ले जाकर विसर्जित की जाती हैं। इस दिन भगवान विष्णु की अनंत रूप में पूजा होती है।",
    regions: "Maharashtra (Mumbai, Pune), Goa, Karnataka",
    source: `${ESTIMATE} (Bhadrapada Shukla Chaturdashi at sunrise)`,
    ...ruleNote("Anant Chaturdashi"),
  },
  {
    name: "Pitru Paksha",
    nameHi: "पितृ पक्ष",
    date: "2026-09-26",
    endDate: "2026-10-10",
    description: "The fortnight of the ancestors, when families offer shraddha and tarpan; it ends on Sarva Pitru (Mahalaya) Amavasya.",
    descriptionHi: "पूर्वजों का पखवाड़ा, जब परिवार श्राद्ध और तर्पण करते हैं। यह सर्व पितृ (महालया) अमावस्या को पूरा होता है।",
    regions: "Pan-India; Gaya, Varanasi",
    source: `${ESTIMATE} (Bhadrapada Purnima to the new moon before Sharad Navratri)`,
    ...ruleNote("Pitru Paksha"),
  },
  // October
  {
    name: "Gandhi Jayanti",
    nameHi: "गांधी जयंती",
    date: "2026-10-02",
    description:
      "The birth anniversary of Mahatma Gandhi, born on 2 October 1869, marked with prayer meetings at Raj Ghat, his favourite bhajans and cleanliness drives.",
    descriptionHi:
      "2 अक्टूबर 1869 को जन्मे महात्मा गांधी की जयंती। राजघाट पर प्रार्थना सभा होती है, उनके प्रिय भजन गाए जाते हैं और स्वच्छता अभियान चलाए जाते हैं।",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
  },
  {
    name: "Sharad Navratri",
    nameHi: "शारदीय नवरात्रि",
    date: "2026-10-11",
    endDate: "2026-10-19",
    description:
      "Nine nights of Durga in autumn, with fasting, garba and dandiya in Gujarat, and Ramlila across the North, ending with Dussehra.",
    descriptionHi: "शरद ऋतु में माँ दुर्गा की नौ रातें: व्रत, गुजरात में गरबा और डांडिया, और पूरे उत्तर भारत में रामलीला। इनका समापन दशहरे पर होता है।",
    regions: "Pan-India; Gujarat, North India",
    source: `${HOLIDAYSSKY}; ${HOLIDAYS_HINDU} (Maha Navami 19 October)`,
  },
  {
    name: "Durga Puja",
    nameHi: "दुर्गा पूजा",
    date: "2026-10-17",
    endDate: "2026-10-20",
    description:
      "Bengal's great festival of Durga's victory over Mahishasura, with pandals, dhak drums, Ashtami anjali and Sindoor Khela on Dashami.",
    descriptionHi: "महिषासुर पर माँ दुर्गा की विजय का बंगाल का सबसे बड़ा उत्सव: पंडाल, ढाक की थाप, अष्टमी की पुष्पांजलि और दशमी पर सिंदूर खेला।",
    regions: "West Bengal, Odisha, Assam, Tripura, Bihar, Jharkhand",
    source: `${HOLIDAYS_HINDU} (Maha Saptami 18 October, Maha Ashtami and Maha Navami 19 October); ${DOPT_GAZETTED} (Dussehra)`,
    dateNote: "Maha Ashtami and Maha Navami fall on the same day, 19 October. Panjikas may differ by a day on when the puja begins.",
    dateNoteHi: "महा अष्टमी और महा नवमी एक ही दिन, 19 अक्टूबर को पड़ रही हैं। पूजा कब शुरू हो, इस पर पंजिकाओं में एक दिन का अंतर हो सकता है।",
  },
  {
    name: "Dussehra",
    nameHi: "दशहरा",
    date: "2026-10-20",
    description:
      "Vijayadashami, Rama's victory over Ravana and Durga's over Mahishasura: Ravana effigies are burnt, and Mysuru holds its Dasara procession.",
    descriptionHi:
      "विजयादशमी, रावण पर भगवान राम की और महिषासुर पर माँ दुर्गा की विजय का दिन। रावण के पुतले जलाए जाते हैं और मैसूरु में दशहरे की शोभा यात्रा निकलती है।",
    regions: "Pan-India; Kullu, Mysuru, Kota",
    source: DOPT_GAZETTED,
  },
  {
    name: "Karwa Chauth",
    nameHi: "करवा चौथ",
    date: "2026-10-29",
    description: "Married women fast from sunrise until they see the moon through a sieve, praying for their husbands' long life.",
    descriptionHi: "सुहागिन महिलाएँ पति की लंबी आयु की कामना से सूर्योदय से तब तक व्रत रखती हैं, जब तक छलनी से चाँद न देख लें।",
    regions: "Punjab, Haryana, Rajasthan, Uttar Pradesh, Delhi",
    source: `${JAGRAN} (Karaka Chaturthi (Karwa Chouth)); ${HOLIDAYSSKY}`,
  },
  // November
  {
    name: "Dhanteras",
    nameHi: "धनतेरस",
    date: "2026-11-06",
    description: "The first day of Diwali, for worshipping Dhanvantari and Lakshmi and buying gold, silver or new utensils.",
    descriptionHi: "दीपावली का पहला दिन, जब धन्वंतरि और लक्ष्मी की पूजा होती है और सोना, चाँदी या नए बर्तन खरीदे जाते हैं।",
    regions: "Pan-India, strongest in the North and West",
    source: `${ESTIMATE} (Kartika Krishna Trayodashi in the evening, two days before Diwali)`,
    ...ruleNote("Dhanteras", {
      entry: {
        en: "Kept on 6 November: a panchang names 7 November by the Kartika Krishna Trayodashi, the tithi at its sunrise, but this festival's rite is at dusk (pradosh), and on 6 November the Kartika Krishna Trayodashi runs then.",
        hi: "6 नवंबर को मनाया जाता है: पंचांग 7 नवंबर को कार्तिक कृष्ण त्रयोदशी बताता है, क्योंकि उस दिन सूर्योदय के समय यही तिथि है; पर इस पर्व की पूजा प्रदोष काल (सूर्यास्त के बाद) में होती है, और 6 नवंबर को उस समय कार्तिक कृष्ण त्रयोदशी रहती है।",
      },
    }),
  },
  {
    name: "Diwali",
    nameHi: "दीपावली",
    date: "2026-11-08",
    description:
      "The festival of lights and Lakshmi Puja on the Kartik new moon, celebrating Rama's return to Ayodhya; Bengal worships Kali the same night.",
    descriptionHi:
      "कार्तिक अमावस्या को दीपों का पर्व और लक्ष्मी पूजा, जो भगवान राम के अयोध्या लौटने की खुशी में मनाया जाता है। बंगाल में इसी रात काली पूजा होती है।",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Diwali (Deepavali))`,
  },
  {
    name: "Govardhan Puja",
    nameHi: "गोवर्धन पूजा",
    date: "2026-11-10",
    description:
      "Krishna's lifting of Govardhan hill is remembered with Annakut, a mountain of food offered to him; it is also the Gujarati New Year and Bali Pratipada.",
    descriptionHi:
      "भगवान कृष्ण के गोवर्धन पर्वत उठाने की याद में उन्हें अन्नकूट, यानी पकवानों के पहाड़ का भोग लगाया जाता है। यही दिन गुजराती नववर्ष और बलि प्रतिपदा भी है।",
    regions: "North and West India; Mathura, Gujarat",
    source: HOLIDAYS_HINDU,
    dateNote: "Sources differ: the central government's restricted-holiday list gives 9 November.",
    dateNoteHi: "स्रोतों में अंतर है: केंद्र सरकार की वैकल्पिक अवकाश सूची में 9 नवंबर दी गई है।",
  },
  {
    name: "Bhai Dooj",
    nameHi: "भाई दूज",
    date: "2026-11-11",
    description: "Sisters put a tilak on their brothers' foreheads and pray for their long life, closing the five days of Diwali.",
    descriptionHi: "बहनें भाइयों के माथे पर तिलक लगाकर उनकी लंबी आयु की प्रार्थना करती हैं। इसी के साथ दीपावली के पाँच दिन पूरे होते हैं।",
    regions: "Pan-India; Bhau Beej in Maharashtra, Bhai Phonta in Bengal",
    source: `${CCMB}; ${HOLIDAYSSKY}`,
  },
  {
    name: "Chhath Puja",
    nameHi: "छठ पूजा",
    date: "2026-11-13",
    endDate: "2026-11-16",
    description:
      "Four days of worship of the Sun and Chhathi Maiya: after Nahay Khay and Kharna, devotees stand in rivers to offer arghya to the setting sun (15 November) and the rising sun (16 November).",
    descriptionHi:
      "सूर्य देव और छठी मैया की उपासना के चार दिन: नहाय-खाय और खरना के बाद व्रती नदियों में खड़े होकर डूबते सूर्य (15 नवंबर) और उगते सूर्य (16 नवंबर) को अर्घ्य देते हैं।",
    regions: "Bihar, Jharkhand, eastern Uttar Pradesh, Delhi",
    source: `${CCMB} (Chhath Puja, 15 November); ${HOLIDAYS_HINDU}`,
  },
  {
    name: "Guru Nanak Jayanti",
    nameHi: "गुरु नानक जयंती",
    date: "2026-11-24",
    description:
      "Gurpurab, the birth anniversary of Guru Nanak, founder of Sikhism, on Kartik Purnima, with Akhand Path, nagar kirtan and langar.",
    descriptionHi: "सिख धर्म के संस्थापक गुरु नानक देव जी का प्रकाश पर्व (गुरपुरब), जो कार्तिक पूर्णिमा को अखंड पाठ, नगर कीर्तन और लंगर के साथ मनाया जाता है।",
    regions: "Pan-India; Punjab, Delhi, Haryana",
    source: `${DOPT_GAZETTED} (Guru Nanak's Birthday)`,
  },
  {
    name: "Guru Tegh Bahadur Martyrdom Day",
    nameHi: "गुरु तेग बहादुर शहीदी दिवस",
    date: "2026-11-24",
    description: "Shaheedi Diwas of the ninth Sikh Guru, executed in Delhi in 1675 for defending freedom of faith.",
    descriptionHi: "सिखों के नौवें गुरु का शहीदी दिवस, जिन्होंने धर्म की स्वतंत्रता की रक्षा के लिए 1675 में दिल्ली में बलिदान दिया।",
    regions: "Punjab, Delhi (Gurdwara Sis Ganj Sahib)",
    source: `${HOLIDAYS_INDIA} (Guru Tegh Bahadur's Martyrdom Day, 24 November every year)`,
    dateNote: "Gurdwara committees that follow the lunar calendar may mark it on another day.",
    dateNoteHi: "चंद्र पंचांग मानने वाली गुरुद्वारा कमेटियाँ इसे किसी दूसरे दिन भी मना सकती हैं।",
  },
  // December
  {
    name: "Hornbill Festival",
    nameHi: "हॉर्नबिल महोत्सव",
    date: "2026-12-01",
    endDate: "2026-12-10",
    description:
      "Nagaland's 'festival of festivals', bringing the dances, crafts, food and music of all the Naga tribes to Kisama heritage village.",
    descriptionHi: "नगालैंड का 'त्योहारों का त्योहार', जिसमें सभी नगा जनजातियों के नृत्य, शिल्प, व्यंजन और संगीत किसामा हेरिटेज गाँव में एक साथ देखने को मिलते हैं।",
    regions: "Nagaland (Kisama, near Kohima)",
    source: NAGALAND,
  },
  {
    name: "Gita Jayanti",
    nameHi: "गीता जयंती",
    date: "2026-12-20",
    description: "The day Krishna taught the Bhagavad Gita to Arjuna at Kurukshetra, kept with Gita recitations on Mokshada Ekadashi.",
    descriptionHi: "वह दिन जब भगवान कृष्ण ने कुरुक्षेत्र में अर्जुन को भगवद्गीता का उपदेश दिया। मोक्षदा एकादशी को गीता पाठ के साथ मनाई जाती है।",
    regions: "Pan-India; Kurukshetra (Haryana)",
    source: `${ESTIMATE} (Mokshada Ekadashi, Margashirsha Shukla Ekadashi at sunrise)`,
    ...ruleNote("Gita Jayanti"),
  },
  {
    name: "Christmas",
    nameHi: "क्रिसमस",
    date: "2026-12-25",
    description: "The birth of Jesus, celebrated with midnight Mass, carols, cribs, stars and plum cake.",
    descriptionHi:
      "ईसा मसीह का जन्मदिन, जो आधी रात की प्रार्थना (मिडनाइट मास), कैरल गीतों, चरनी की झाँकियों, सितारों और प्लम केक के साथ मनाया जाता है।",
    regions: "Pan-India; Goa, Kerala, the North-East, Kolkata",
    source: DOPT_GAZETTED,
  },
];

// The festivals the 2025 calendar keeps that this list lacked when it was first written (a
// database seeded before gets them once: content-seed.server.ts, seedFestivalRevision). Their
// dates are worked out for New Delhi by the festival rules (domain/festival-rules.ts) and checked
// against a published date where one was found (docs/research/festival-dates-2026-2027.md);
// where none was, the card says the rule that gave its day.
const added: FestivalSeedEntry[] = [
  {
    name: "Mauni Amavasya",
    nameHi: "मौनी अमावस्या",
    date: "2026-01-18",
    description: "The new moon of Magha, kept in silence and with a holy dip; at Prayagraj it is the largest bathing day of the Magh Mela.",
    descriptionHi: "माघ महीने की अमावस्या, जिस दिन मौन रखकर पवित्र स्नान किया जाता है। प्रयागराज के माघ मेले का यह सबसे बड़ा स्नान पर्व है।",
    regions: "North India; Prayagraj, Haridwar, Varanasi",
    source: `${RULES}; ${VARTA24}`,
  },
  {
    name: "Hanuman Jayanti",
    nameHi: "हनुमान जयंती",
    date: "2026-04-02",
    description: "The birth of Hanuman on Chaitra Purnima, with Hanuman Chalisa recitals and sindoor offerings at his temples.",
    descriptionHi: "चैत्र पूर्णिमा को हनुमान जी का जन्मोत्सव। उनके मंदिरों में हनुमान चालीसा का पाठ होता है और सिंदूर चढ़ाया जाता है।",
    regions: "North and Central India",
    source: `${RULES}; ${WIKIPEDIA_HANUMAN}`,
    dateNote:
      "Tamil Nadu and Kerala celebrate Hanuman Jayanti in Margazhi (December–January), and Andhra Pradesh and Telangana in Vaishakha (May).",
    dateNoteHi: "तमिलनाडु और केरल में हनुमान जयंती मार्गशीर्ष (दिसंबर–जनवरी) में, और आंध्र प्रदेश व तेलंगाना में वैशाख (मई) में मनाई जाती है।",
  },
  {
    name: "Narasimha Jayanti",
    nameHi: "नृसिंह जयंती",
    date: "2026-04-30",
    description: "The appearance of Narasimha, Vishnu's man-lion form, who emerged from a pillar to protect Prahlad.",
    descriptionHi: "भगवान विष्णु के नर-सिंह रूप नृसिंह का प्राकट्य दिवस, जो प्रह्लाद की रक्षा के लिए खंभे से प्रकट हुए थे।",
    regions: "Andhra Pradesh, Telangana, Karnataka, Odisha",
    source: `${RULES}; ${VIVIDHGYAN_NARASIMHA}; ${DEVANILAYAM}`,
  },
  {
    name: "Vat Savitri Vrat",
    nameHi: "वट सावित्री व्रत",
    date: "2026-05-16",
    description:
      "Married women fast and tie threads around a banyan tree, remembering Savitri, who won back her husband Satyavan's life from Yama.",
    descriptionHi:
      "सुहागिन महिलाएँ व्रत रखकर बरगद के पेड़ पर धागा लपेटती हैं और सावित्री को याद करती हैं, जिन्होंने यमराज से अपने पति सत्यवान के प्राण वापस पाए थे।",
    regions: "Uttar Pradesh, Bihar, Madhya Pradesh, Odisha",
    source: `${RULES}; ${DEVANILAYAM}`,
    dateNote: `Maharashtra, Gujarat and much of the South keep it as Vat Purnima, on 29 June.`,
    dateNoteHi: `महाराष्ट्र, गुजरात और दक्षिण भारत के बड़े हिस्से में इसे वट पूर्णिमा के रूप में 29 जून को मनाया जाता है।`,
  },
  {
    name: "Nirjala Ekadashi",
    nameHi: "निर्जला एकादशी",
    date: "2026-06-25",
    description: "The strictest Ekadashi fast, without even water, said to bring the merit of all twenty-four Ekadashis of the year.",
    descriptionHi: "सबसे कठिन एकादशी व्रत, जिसमें पानी तक नहीं पिया जाता। माना जाता है कि इससे साल की सभी चौबीस एकादशियों का पुण्य मिलता है।",
    regions: "Pan-India",
    source: `${RULES}; ${JYOTISHASHA_NIRJALA}; ${HINDUSPHERE_EKADASHI}`,
  },
  {
    name: "Kabir Jayanti",
    nameHi: "कबीर जयंती",
    date: "2026-06-29",
    description: "The birth anniversary of the weaver-poet Sant Kabir, kept on Jyeshtha Purnima with the singing of his dohas.",
    descriptionHi: "बुनकर संत-कवि कबीर की जयंती, जो ज्येष्ठ पूर्णिमा को उनके दोहों के गायन के साथ मनाई जाती है।",
    regions: "Uttar Pradesh (Varanasi), Madhya Pradesh, Punjab, Chhattisgarh",
    source: `${RULES}; ${GHDAYS_KABIR}`,
  },
  {
    name: "Hariyali Teej",
    nameHi: "हरियाली तीज",
    date: "2026-08-15",
    description:
      "A monsoon festival of Shiva and Parvati: women in green fast, sing Teej songs and ride decorated swings; ghevar is the sweet of the day.",
    descriptionHi:
      "सावन में शिव-पार्वती का त्योहार: हरे कपड़ों में सजी महिलाएँ व्रत रखती हैं, तीज के गीत गाती हैं और सजे हुए झूलों पर झूलती हैं। घेवर इस दिन की खास मिठाई है।",
    regions: "Rajasthan, Uttar Pradesh, Haryana, Madhya Pradesh, Bihar",
    source: RULES,
    ...ruleNote("Hariyali Teej"),
  },
  {
    name: "Nag Panchami",
    nameHi: "नाग पंचमी",
    date: "2026-08-17",
    description: "Snake deities are worshipped with milk and flowers, for protection during the rains.",
    descriptionHi: "बरसात के मौसम में रक्षा की कामना से नाग देवताओं की दूध और फूलों से पूजा की जाती है।",
    regions: "Pan-India; Maharashtra, Karnataka, Uttar Pradesh",
    source: `${RULES}; ${DURGANAVRATRI_NAG}; ${DEVANILAYAM}`,
    dateNote: `Gujarat keeps Nag Pancham later, in the dark fortnight of Shravan by its own calendar.`,
    dateNoteHi: `गुजरात में नाग पंचम अपने पंचांग के श्रावण के कृष्ण पक्ष में, बाद में मनाई जाती है।`,
  },
  {
    name: "Varalakshmi Vratam",
    nameHi: "वरलक्ष्मी व्रत",
    date: "2026-08-21",
    description: "Married women worship Goddess Lakshmi as the giver of boons, on the Friday before the Shravana full moon.",
    descriptionHi: "श्रावण पूर्णिमा से पहले के शुक्रवार को सुहागिन महिलाएँ वर देने वाली देवी लक्ष्मी की पूजा करती हैं।",
    regions: "Karnataka, Andhra Pradesh, Telangana, Tamil Nadu",
    source: `${RULES}; ${DEVANILAYAM}`,
    dateNote: "Some calendars keep it on 28 August, a Friday that is itself the Shravana Purnima.",
    dateNoteHi: "कुछ पंचांग इसे 28 अगस्त को रखते हैं, जो शुक्रवार है और स्वयं श्रावण पूर्णिमा भी।",
  },
  {
    name: "Hartalika Teej",
    nameHi: "हरतालिका तीज",
    date: "2026-09-14",
    description: "Women keep a waterless fast for Parvati and Shiva, remembering Parvati's penance to win Shiva as her husband.",
    descriptionHi: "महिलाएँ शिव-पार्वती के लिए निर्जला व्रत रखती हैं और शिव को पति रूप में पाने के लिए की गई पार्वती की तपस्या को याद करती हैं।",
    regions: "Uttar Pradesh, Bihar, Jharkhand, Rajasthan, Madhya Pradesh",
    source: RULES,
    ...ruleNote("Hartalika Teej", {
      after: {
        en: "Another published calendar gives 13 September, when the Tritiya begins about an hour after sunrise; on 14 September it is running at sunrise.",
        hi: "एक अन्य प्रकाशित पंचांग 13 सितंबर बताता है, जब तृतीया सूर्योदय के लगभग एक घंटे बाद शुरू होती है; 14 सितंबर को सूर्योदय के समय तृतीया रहती है।",
      },
    }),
  },
  {
    name: "Vishwakarma Puja",
    nameHi: "विश्वकर्मा पूजा",
    date: "2026-09-17",
    description: "Vishwakarma, the divine architect, is worshipped in factories, workshops and offices, and kites fill the sky in Bengal.",
    descriptionHi: "देवताओं के शिल्पी भगवान विश्वकर्मा की कारखानों, कार्यशालाओं और दफ़्तरों में पूजा होती है, और बंगाल में आसमान पतंगों से भर जाता है।",
    regions: "West Bengal, Odisha, Bihar, Jharkhand, Assam, Tripura",
    source: `${RULES} (Kanya Sankranti, the Sun's entry into sidereal Virgo)`,
    ...ruleNote("Vishwakarma Puja"),
  },
  {
    name: "Sharad Purnima",
    nameHi: "शरद पूर्णिमा",
    date: "2026-10-25",
    description:
      "The autumn full moon, when kheer is left out in the moonlight; Bengal and Odisha worship Lakshmi as Kojagari Lakshmi Puja.",
    descriptionHi: "शरद ऋतु की पूर्णिमा, जब खीर को रात भर चाँदनी में रखा जाता है। बंगाल और ओडिशा में इस दिन कोजागरी लक्ष्मी पूजा होती है।",
    regions: "Pan-India; Bengal, Odisha, Gujarat",
    source: `${RULES}; ${WIKIPEDIA_SHARAD}`,
  },
  {
    name: "Dev Uthani Ekadashi",
    nameHi: "देवउठनी एकादशी",
    date: "2026-11-20",
    description: "Prabodhini Ekadashi, when Vishnu wakes from his four-month sleep and the wedding season opens; Tulsi Vivah follows.",
    descriptionHi: "प्रबोधिनी एकादशी, जब भगवान विष्णु चार महीने की योगनिद्रा से जागते हैं और शादियों का मौसम शुरू होता है। इसके बाद तुलसी विवाह होता है।",
    regions: "North and West India",
    source: `${RULES}; ${HINDUSPHERE_EKADASHI}`,
    dateNote: "Vaishnava households keep the fast the next day, 21 November.",
    dateNoteHi: "वैष्णव परंपरा में व्रत अगले दिन, 21 नवंबर को रखा जाता है।",
  },
  {
    name: "Dev Deepawali",
    nameHi: "देव दीपावली",
    date: "2026-11-24",
    description: "The 'Diwali of the gods' on Kartik Purnima, when the ghats of Varanasi are lit with lakhs of diyas.",
    descriptionHi: "कार्तिक पूर्णिमा को 'देवताओं की दीपावली', जब वाराणसी के घाट लाखों दीयों से जगमगा उठते हैं।",
    regions: "Uttar Pradesh (Varanasi)",
    source: RULES,
    ...ruleNote("Dev Deepawali"),
  },
  {
    name: "Vivah Panchami",
    nameHi: "विवाह पंचमी",
    date: "2026-12-14",
    description: "The wedding anniversary of Rama and Sita, re-enacted in temples, above all in Ayodhya and in Janakpur.",
    descriptionHi: "भगवान राम और माता सीता के विवाह का उत्सव, जिसका मंदिरों में, खासकर अयोध्या और जनकपुर में, मंचन किया जाता है।",
    regions: "Uttar Pradesh (Ayodhya), Bihar (Mithila), Nepal (Janakpur)",
    source: RULES,
    ...ruleNote("Vivah Panchami"),
  },
  {
    name: "Dattatreya Jayanti",
    nameHi: "दत्तात्रेय जयंती",
    date: "2026-12-23",
    description: "The birth of Dattatreya, the combined form of Brahma, Vishnu and Shiva, on Margashirsha Purnima.",
    descriptionHi: "मार्गशीर्ष पूर्णिमा को भगवान दत्तात्रेय का जन्मोत्सव, जिनमें ब्रह्मा, विष्णु और महेश तीनों का रूप माना जाता है।",
    regions: "Maharashtra, Karnataka, Gujarat, Andhra Pradesh, Telangana",
    source: RULES,
    ...ruleNote("Dattatreya Jayanti", {
      entry: {
        en: "The Margashirsha Purnima begins after one sunrise and is over before the next, so no day's panchang names it as the tithi at sunrise; the festival is kept on 23 December.",
        hi: "मार्गशीर्ष पूर्णिमा एक सूर्योदय के बाद शुरू होकर अगले सूर्योदय से पहले समाप्त हो जाती है, इसलिए किसी दिन के पंचांग में सूर्योदय की तिथि के रूप में नहीं आती; पर्व 23 दिसंबर को मनाया जाता है।",
      },
    }),
  },
];

// The festivals of North Indian calendars this list lacked until its second revision (a database
// seeded before gets them once: content-seed.server.ts, seedFestivalRevision). Their dates are the
// festival rules' for New Delhi, each checked against the published date cited where one was
// found (docs/research/festival-dates-missing.md); where none was, the card says the rule that
// gave its day.
const addedInRevision2: FestivalSeedEntry[] = [
  {
    name: "Sakat Chauth",
    nameHi: "सकट चौथ",
    date: "2026-01-06",
    description:
      "Mothers fast for their children on Magha Krishna Chaturthi, worship Ganesha with til and gud (tilkut), and break the fast at moonrise.",
    descriptionHi: "माघ कृष्ण चतुर्थी को माताएँ संतान के लिए व्रत रखती हैं, तिल-गुड़ (तिलकुट) से गणेश जी की पूजा करती हैं और चंद्रोदय पर व्रत खोलती हैं।",
    regions: "Uttar Pradesh, Bihar, Jharkhand, Rajasthan, Madhya Pradesh",
    source: DNA_SAKAT,
  },
  {
    name: "Sheetala Ashtami",
    nameHi: "शीतला अष्टमी",
    date: "2026-03-11",
    description:
      "Basoda: Sheetala Mata is worshipped with food cooked the day before and no fire is lit in the kitchen, praying for protection from fevers and pox.",
    descriptionHi:
      "बसौड़ा: शीतला माता की पूजा एक दिन पहले बने भोजन से होती है और रसोई में चूल्हा नहीं जलाया जाता; लोग बुखार और चेचक जैसे रोगों से रक्षा की कामना करते हैं।",
    regions: "Rajasthan, Gujarat, Uttar Pradesh, Madhya Pradesh, Haryana",
    source: REPUBLIC_SHEETALA,
  },
  {
    name: "Shani Jayanti",
    nameHi: "शनि जयंती",
    date: "2026-05-16",
    description:
      "The birth of Shani Dev on Jyeshtha Amavasya: oil is offered at his shrines, black sesame and urad are given away, and prayers ask relief from Saturn's hard periods.",
    descriptionHi:
      "ज्येष्ठ अमावस्या को शनि देव का जन्मोत्सव: उनके मंदिरों में तेल चढ़ाया जाता है, काले तिल और उड़द का दान होता है और शनि की कठिन दशाओं से राहत की प्रार्थना की जाती है।",
    regions: "North and Central India",
    source: `${RULES}; ${DEVANILAYAM}`,
  },
  {
    name: "Ahoi Ashtami",
    nameHi: "अहोई अष्टमी",
    date: "2026-11-01",
    description:
      "Mothers fast from dawn for their children's well-being, worship Ahoi Mata at dusk and break the fast when the stars come out.",
    descriptionHi: "माताएँ संतान की कुशलता के लिए भोर से व्रत रखती हैं, शाम को अहोई माता की पूजा करती हैं और तारे दिखने पर व्रत खोलती हैं।",
    regions: "North India; Uttar Pradesh, Delhi, Haryana, Rajasthan",
    source: DRIK_DELHI_2026,
  },
  {
    name: "Narak Chaturdashi",
    nameHi: "नरक चतुर्दशी",
    date: "2026-11-08",
    description:
      "Choti Diwali: an oil bath (Abhyang Snan) before sunrise on Kartika Krishna Chaturdashi, remembering Krishna's victory over the demon Narakasura, and a lamp for Yama in the evening.",
    descriptionHi:
      "छोटी दीपावली: कार्तिक कृष्ण चतुर्दशी को सूर्योदय से पहले उबटन और तेल से अभ्यंग स्नान, जो श्रीकृष्ण की नरकासुर पर विजय की याद है; शाम को यम के नाम का दीया जलाया जाता है।",
    regions: "Pan-India, strongest in the North and West",
    source: `${HOLIDAYS_HINDU}; ${DRIK_DELHI_2026}`,
    dateNote:
      "The Chaturdashi begins in the morning of 7 November, and some calendars keep Choti Diwali that day; the oil bath is before sunrise on the 8th, the day of Diwali.",
    dateNoteHi:
      "चतुर्दशी 7 नवंबर की सुबह शुरू होती है और कुछ पंचांग छोटी दीपावली उसी दिन मानते हैं; अभ्यंग स्नान 8 नवंबर को सूर्योदय से पहले है, जो दीपावली का दिन है।",
  },
  {
    name: "Tulsi Vivah",
    nameHi: "तुलसी विवाह",
    date: "2026-11-21",
    description:
      "The marriage of the tulsi plant to Vishnu as Shaligram on Kartika Shukla Dwadashi, performed at home and in temples; the wedding season begins in earnest after it.",
    descriptionHi:
      "कार्तिक शुक्ल द्वादशी को घरों और मंदिरों में तुलसी का शालिग्राम रूप भगवान विष्णु से विवाह कराया जाता है। इसके बाद शादियों का मौसम पूरी तरह शुरू होता है।",
    regions: "North and West India",
    source: DRIK_DELHI_2026,
  },
];

export const festivalSeed2026: FestivalSeedYear = {
  year: 2026,
  sources: [
    DOPT_GAZETTED,
    DOPT_RESTRICTED,
    JAGRAN,
    CCMB,
    HOLIDAYSSKY,
    INDIA_TODAY,
    NEWS18,
    GANESHASPEAKS,
    RBI_TAMIL_NADU,
    FESTIVALS_OF_INDIA,
    IBC24,
    HOLIDAYS_HINDU,
    HOLIDAYS_INDIA,
    NAGALAND,
    ESTIMATE,
    RULES,
    WIKIPEDIA_HANUMAN,
    WIKIPEDIA_SHARAD,
    VARTA24,
    JYOTISHASHA_NIRJALA,
    HINDUSPHERE_EKADASHI,
    GHDAYS_KABIR,
    DRIK_DELHI_2026,
    DNA_SAKAT,
    REPUBLIC_SHEETALA,
    DEVANILAYAM,
  ],
  festivals: withRegionsInHindi([...entries, ...added, ...addedInRevision2].sort((a, b) => a.date.localeCompare(b.date))),
  addedLater: [
    ...added.map(({ name, date }) => ({ name, date, revision: 1 })),
    ...addedInRevision2.map(({ name, date }) => ({ name, date, revision: 2 })),
  ],
};
