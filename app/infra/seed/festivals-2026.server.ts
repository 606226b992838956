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
// - The open-source holidays package (vacanza/holidays, commit c382fdec): its Hindu calendar
//   tables, which cite archived timeanddate.com and Drik Panchang pages,
//   https://github.com/vacanza/holidays/blob/c382fdec456ce76e03b841ab809d47e46be610a2/holidays/calendars/hindu.py
//   and its India calendar, which follows the DoPT lists,
//   https://github.com/vacanza/holidays/blob/c382fdec456ce76e03b841ab809d47e46be610a2/holidays/countries/india.py
// - Estimates: where no published date was found, the date is the tithi's day for New Delhi
//   worked out from the positions of the Sun and Moon, by the rules that give the 2025 dates;
//   each such card says the date may move by a day.
// Islamic festivals depend on the sighting of the moon; the dates are the ones the central
// government fixed in advance, and each such card says so. Where sources or regions disagree,
// `dateNote` says how, and the card shows it.

import type { FestivalSeedEntry, FestivalSeedYear } from "~/domain/festival";

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
const MOON_NOTE = "Depends on the sighting of the moon; it may move by a day.";
const ESTIMATE_NOTE =
  "No published panchang date was found when this calendar was written; the date is an estimate from the lunar calendar and may move by a day.";

const entries: FestivalSeedEntry[] = [
  // January
  {
    name: "Lohri",
    date: "2026-01-13",
    description:
      "A winter harvest festival on the eve of Makar Sankranti, celebrated around a bonfire with rewri, peanuts, popcorn, bhangra and giddha.",
    regions: "Punjab, Haryana, Himachal Pradesh, Delhi, Jammu",
    source: GANESHASPEAKS,
  },
  {
    name: "Makar Sankranti",
    date: "2026-01-14",
    description:
      "The Sun's entry into Capricorn and the start of its northward journey, marked with holy dips, til-gud sweets and kite flying.",
    regions: "Pan-India; Uttarayan in Gujarat, Magh Bihu in Assam, Khichdi in Uttar Pradesh and Bihar",
    source: `${DOPT_RESTRICTED} (Makar Sankranti / Magha Bihu / Pongal)`,
  },
  {
    name: "Pongal",
    date: "2026-01-15",
    endDate: "2026-01-17",
    description:
      "Tamil Nadu's harvest festival: new rice is boiled with milk and jaggery until it overflows, followed by Mattu Pongal for the cattle and Kaanum Pongal for family visits. Bhogi is kept on the eve.",
    regions: "Tamil Nadu, Puducherry",
    source: `${RBI_TAMIL_NADU}; ${DOPT_RESTRICTED} (Makar Sankranti / Magha Bihu / Pongal)`,
    dateNote:
      "Sources differ: the central government's list gives 14 January, with Makar Sankranti; Tamil Nadu keeps Thai Pongal on 15 January, with Bhogi on 14 January.",
  },
  {
    name: "Vasant Panchami",
    date: "2026-01-23",
    description:
      "The arrival of spring and a day for worshipping Saraswati, goddess of learning; people dress in yellow and children begin their first letters.",
    regions: "North and East India; Saraswati Puja in Bengal, Odisha, Bihar, Assam",
    source: `${DOPT_RESTRICTED} (Basant Panchami / Sri Panchami)`,
  },
  {
    name: "Republic Day",
    date: "2026-01-26",
    description:
      "The anniversary of the Constitution of India coming into force in 1950, marked by the parade on Kartavya Path in New Delhi and flag hoisting across the country.",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
  },
  // February
  {
    name: "Guru Ravidas Jayanti",
    date: "2026-02-01",
    description: "The birth anniversary of the 15th-century saint-poet Guru Ravidas, kept on Magha Purnima with processions and kirtan.",
    regions: "Punjab, Uttar Pradesh (Varanasi), Haryana",
    source: `${HOLIDAYS_HINDU} (Magha Purnima); ${HOLIDAYS_INDIA}`,
  },
  {
    name: "Maha Shivaratri",
    date: "2026-02-15",
    description: "The great night of Shiva, kept with fasting, an all-night vigil and abhishek of the Shivling.",
    regions: "Pan-India",
    source: DOPT_RESTRICTED,
  },
  {
    name: "Losar",
    date: "2026-02-18",
    description: "The Tibetan New Year, welcomed with prayers at monasteries, masked cham dances and family feasts.",
    regions: "Sikkim, Arunachal Pradesh, Himachal Pradesh (Dharamshala), Darjeeling",
    source: `${HOLIDAYS_HINDU} (Gyalpo Losar)`,
    dateNote: "Ladakh keeps its own Losar by the Ladakhi calendar, about two months earlier.",
  },
  // March
  {
    name: "Holika Dahan",
    date: "2026-03-03",
    description:
      "The bonfire on the eve of Holi, recalling Prahlad's escape from the demoness Holika and the victory of devotion over evil.",
    regions: "North and West India",
    source: `${DOPT_RESTRICTED}; ${INDIA_TODAY}`,
    dateNote: "Sources differ: the RBI's regional holiday list gives 2 March.",
  },
  {
    name: "Holi",
    date: "2026-03-04",
    description:
      "The festival of colours, welcoming spring with gulal, water, music and gujiya; Braj (Mathura, Vrindavan, Barsana) celebrates for days.",
    regions: "Pan-India; Dol Jatra in Bengal and Odisha",
    source: DOPT_GAZETTED,
  },
  {
    name: "Ugadi & Gudi Padwa",
    date: "2026-03-19",
    description:
      "The lunar New Year of the Deccan: Ugadi with its six-taste pachadi in the Telugu states and Karnataka, and Gudi Padwa, with a gudi raised at the door, in Maharashtra.",
    regions: "Andhra Pradesh, Telangana, Karnataka, Maharashtra, Goa",
    source: `${DOPT_RESTRICTED} (Chaitra Sukladi / Gudi Padava / Ugadi / Cheti Chand); ${NEWS18}`,
  },
  {
    name: "Chaitra Navratri",
    date: "2026-03-19",
    endDate: "2026-03-26",
    description: "Nine nights of the goddess in spring, beginning with ghatasthapana on the Hindu New Year and ending on Ram Navami.",
    regions: "North and West India",
    source: `${NEWS18}; ${DOPT_GAZETTED} (Ram Navami)`,
    dateNote: "It runs eight days in 2026 because one tithi is skipped.",
  },
  {
    name: "Eid al-Fitr",
    date: "2026-03-21",
    description:
      "The festival that ends the month of Ramzan, begun with Eid prayers and celebrated with sheer khurma, new clothes and visits.",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Id-ul-Fitr)`,
    dateNote: `${MOON_NOTE} The central list fixed 21 March.`,
  },
  {
    name: "Ram Navami",
    date: "2026-03-26",
    description:
      "The birth of Lord Rama on Chaitra Shukla Navami, celebrated with Ramayana readings and processions; Ayodhya is its heart.",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
    dateNote: `Sources differ: ISKCON keeps it on 27 March (${INDIA_TODAY}).`,
  },
  {
    name: "Mahavir Jayanti",
    date: "2026-03-31",
    description:
      "The birth anniversary of Lord Mahavira, the 24th Jain Tirthankara, marked with rath processions, temple rituals and charity.",
    regions: "Pan-India; Gujarat, Rajasthan, Bihar (Pawapuri)",
    source: DOPT_GAZETTED,
  },
  // April
  {
    name: "Good Friday",
    date: "2026-04-03",
    description: "The day Christians remember the crucifixion of Jesus, with services, the Way of the Cross and fasting.",
    regions: "Pan-India; Kerala, Goa, the North-East",
    source: DOPT_GAZETTED,
  },
  {
    name: "Easter",
    date: "2026-04-05",
    description: "The feast of the Resurrection, celebrated with midnight and morning Mass, Easter eggs and family meals.",
    regions: "Pan-India; Kerala, Goa, the North-East",
    source: `Easter Sunday, two days after Good Friday (${DOPT_GAZETTED}); ${HOLIDAYS_INDIA}`,
  },
  {
    name: "Baisakhi",
    date: "2026-04-14",
    description:
      "Punjab's harvest festival and the day the Khalsa was founded in 1699, celebrated at gurdwaras and with bhangra at the fairs.",
    regions: "Punjab, Haryana, Himachal Pradesh, Delhi",
    source: DOPT_RESTRICTED,
  },
  {
    name: "Puthandu & Vishu",
    date: "2026-04-14",
    description:
      "The solar New Year of the South: Puthandu in Tamil Nadu, and Vishu in Kerala, where the day begins with the Vishukkani of golden konna flowers.",
    regions: "Tamil Nadu, Kerala",
    source: `${HOLIDAYS_INDIA} (Meshadi (Tamil New Year's Day) 14 April, Vishu 15 April)`,
    dateNote: "Kerala keeps Vishu a day later, on 15 April.",
  },
  {
    name: "Poila Baisakh & Bohag Bihu",
    date: "2026-04-15",
    description:
      "The Bengali New Year (Poila Baisakh, opening new account books) and Assam's spring festival Rongali or Bohag Bihu, with Bihu dances and pitha.",
    regions: "West Bengal, Tripura, Assam",
    source: `${HOLIDAYS_INDIA} (Vaisakhadi / Bahag Bihu)`,
    dateNote: "Bangladesh keeps Pohela Boishakh on 14 April every year.",
  },
  {
    name: "Akshaya Tritiya",
    date: "2026-04-19",
    description: "Akha Teej, a day held auspicious for new beginnings and buying gold; Parashurama Jayanti falls close to it.",
    regions: "Pan-India",
    source: `${ESTIMATE} (Vaishakha Shukla Tritiya, from late morning of 19 April to early morning of 20 April)`,
    dateNote: `${ESTIMATE_NOTE} Some panchangs may keep it on 20 April, when the tithi is still running at sunrise.`,
  },
  // May
  {
    name: "Buddha Purnima",
    date: "2026-05-01",
    description:
      "The full moon of Vaishakha, marking the birth, enlightenment and passing of the Buddha; Bodh Gaya and Sarnath draw pilgrims.",
    regions: "Pan-India; Bihar, Uttar Pradesh, Sikkim, Ladakh, Maharashtra",
    source: `${DOPT_GAZETTED} (Buddha Purnima)`,
  },
  {
    name: "Rabindra Jayanti",
    date: "2026-05-09",
    description:
      "Rabindranath Tagore's birth anniversary, 25 Baishakh in the Bengali calendar, marked with his songs, dance dramas and recitations.",
    regions: "West Bengal, Tripura",
    source: `${HOLIDAYS_INDIA} (Guru Rabindranath's Jayanti)`,
  },
  {
    name: "Eid al-Adha (Bakrid)",
    date: "2026-05-27",
    description:
      "The festival of sacrifice, remembering Ibrahim's devotion, with Eid prayers and the sharing of qurbani meat with family and the poor.",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Id-ul-Zuha (Bakrid))`,
    dateNote: `${MOON_NOTE} Sources differ: holidayssky.com gives 28 May.`,
  },
  // June
  {
    name: "Maharana Pratap Jayanti",
    date: "2026-06-17",
    description:
      "The birth anniversary of Maharana Pratap, the 16th-century ruler of Mewar who fought Akbar's army at Haldighati, kept on Jyeshtha Shukla Tritiya with processions and tributes.",
    regions: "Rajasthan (Udaipur, Chittorgarh, Haldighati)",
    source: `${HOLIDAYS_HINDU} (Maharana Pratap Jayanti)`,
    dateNote: "Some observe it on 9 May, his birth date by the Gregorian calendar.",
  },
  {
    name: "Ganga Dussehra",
    date: "2026-06-24",
    description: "The descent of the Ganga to earth, celebrated with holy dips and evening aarti on the ghats.",
    regions: "Uttarakhand (Haridwar, Rishikesh), Uttar Pradesh (Varanasi, Prayagraj), Bihar",
    source: `${ESTIMATE} (Jyeshtha Shukla Dashami at sunrise, after the extra month of Adhik Jyeshtha)`,
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Muharram (Ashura)",
    date: "2026-06-26",
    description: "The tenth day of Muharram, when Shia Muslims mourn the martyrdom of Imam Husain at Karbala with majlis and processions.",
    regions: "Pan-India; Lucknow, Hyderabad, Kolkata, Mumbai",
    source: `${DOPT_GAZETTED} (Muharram)`,
    dateNote: MOON_NOTE,
  },
  // July
  {
    name: "Jagannath Rath Yatra",
    date: "2026-07-16",
    description: "Lord Jagannath, Balabhadra and Subhadra are drawn on huge wooden chariots from the Puri temple to the Gundicha temple.",
    regions: "Odisha (Puri), also Ahmedabad and Kolkata",
    source: `${JAGRAN} (Rath Yatra); ${HOLIDAYSSKY}`,
  },
  {
    name: "Ashadhi Ekadashi",
    date: "2026-07-25",
    description:
      "Devshayani Ekadashi, when Vishnu begins his four-month sleep; the Warkari pilgrimage on foot reaches Vitthal at Pandharpur.",
    regions: "Maharashtra (Pandharpur), Karnataka, pan-India",
    source: `${ESTIMATE} (Devshayani Ekadashi, Ashadha Shukla Ekadashi at sunrise)`,
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Guru Purnima",
    date: "2026-07-29",
    description:
      "The Ashadha full moon, a day to honour one's teachers, also kept as Vyasa Purnima and by Buddhists for the Buddha's first sermon.",
    regions: "Pan-India",
    source: FESTIVALS_OF_INDIA,
  },
  // August
  {
    name: "Independence Day",
    date: "2026-08-15",
    description:
      "The anniversary of India's independence on 15 August 1947, when the Prime Minister hoists the national flag at the Red Fort and addresses the nation.",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
  },
  {
    name: "Parsi New Year (Navroz)",
    date: "2026-08-15",
    description: "The Parsi New Year of the Shahenshahi calendar, with visits to the fire temple, new clothes and a festive lunch.",
    regions: "Maharashtra (Mumbai), Gujarat",
    source: `${HOLIDAYS_INDIA} (Parsi New Year); the Shahenshahi year has 365 days, so it follows 15 August 2025`,
    dateNote: "Followers of the Fasli calendar and Irani Zoroastrians celebrate Navroz at the March equinox instead.",
  },
  {
    name: "Onam",
    date: "2026-08-26",
    description:
      "Kerala's harvest festival welcoming King Mahabali home, with pookalam flower carpets, the Onasadya feast and snake-boat races. Thiruvonam is the main day.",
    regions: "Kerala",
    source: `${JAGRAN} (Onam); ${HOLIDAYS_HINDU}`,
  },
  {
    name: "Milad-un-Nabi",
    date: "2026-08-26",
    description: "The birthday of the Prophet Muhammad (Eid-e-Milad), marked with prayers, naat recitation, processions and charity.",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Milad-un-Nabi or Id-e-Milad)`,
    dateNote: MOON_NOTE,
  },
  {
    name: "Raksha Bandhan",
    date: "2026-08-28",
    description: "Sisters tie a rakhi on their brothers' wrists and receive a promise of protection, on the Shravana full moon.",
    regions: "Pan-India, strongest in the North and West",
    source: `${JAGRAN}; ${HOLIDAYSSKY}`,
  },
  // September
  {
    name: "Janmashtami",
    date: "2026-09-04",
    description: "The birth of Krishna at midnight, celebrated with fasting, jhankis and dahi handi; Mathura and Vrindavan are its centre.",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
    dateNote: `Sources differ: some temples celebrate on 5 September (${IBC24}).`,
  },
  {
    name: "Ganesh Chaturthi",
    date: "2026-09-14",
    endDate: "2026-09-25",
    description: "The birth of Ganesha: idols are welcomed home and into public pandals with modaks, and immersed on Anant Chaturdashi.",
    regions: "Maharashtra, Goa, Karnataka, Andhra Pradesh, Telangana",
    source: `${JAGRAN}; ${HOLIDAYSSKY}`,
    dateNote: "The last day, Anant Chaturdashi, is an estimate from the lunar calendar and may move by a day.",
  },
  {
    name: "Anant Chaturdashi",
    date: "2026-09-25",
    description:
      "The last day of Ganeshotsav, when Ganesha idols are carried to the sea and rivers in huge processions; Vishnu is worshipped as Anant.",
    regions: "Maharashtra (Mumbai, Pune), Goa, Karnataka",
    source: `${ESTIMATE} (Bhadrapada Shukla Chaturdashi at sunrise)`,
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Pitru Paksha",
    date: "2026-09-26",
    endDate: "2026-10-10",
    description: "The fortnight of the ancestors, when families offer shraddha and tarpan; it ends on Sarva Pitru (Mahalaya) Amavasya.",
    regions: "Pan-India; Gaya, Varanasi",
    source: `${ESTIMATE} (Bhadrapada Purnima to the new moon before Sharad Navratri)`,
    dateNote: ESTIMATE_NOTE,
  },
  // October
  {
    name: "Gandhi Jayanti",
    date: "2026-10-02",
    description:
      "The birth anniversary of Mahatma Gandhi, born on 2 October 1869, marked with prayer meetings at Raj Ghat, his favourite bhajans and cleanliness drives.",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
  },
  {
    name: "Sharad Navratri",
    date: "2026-10-11",
    endDate: "2026-10-19",
    description:
      "Nine nights of Durga in autumn, with fasting, garba and dandiya in Gujarat, and Ramlila across the North, ending with Dussehra.",
    regions: "Pan-India; Gujarat, North India",
    source: `${HOLIDAYSSKY}; ${HOLIDAYS_HINDU} (Maha Navami 19 October)`,
  },
  {
    name: "Durga Puja",
    date: "2026-10-17",
    endDate: "2026-10-20",
    description:
      "Bengal's great festival of Durga's victory over Mahishasura, with pandals, dhak drums, Ashtami anjali and Sindoor Khela on Dashami.",
    regions: "West Bengal, Odisha, Assam, Tripura, Bihar, Jharkhand",
    source: `${HOLIDAYS_HINDU} (Maha Saptami 18 October, Maha Ashtami and Maha Navami 19 October); ${DOPT_GAZETTED} (Dussehra)`,
    dateNote: "Maha Ashtami and Maha Navami fall on the same day, 19 October. Panjikas may differ by a day on when the puja begins.",
  },
  {
    name: "Dussehra",
    date: "2026-10-20",
    description:
      "Vijayadashami, Rama's victory over Ravana and Durga's over Mahishasura: Ravana effigies are burnt, and Mysuru holds its Dasara procession.",
    regions: "Pan-India; Kullu, Mysuru, Kota",
    source: DOPT_GAZETTED,
  },
  {
    name: "Karwa Chauth",
    date: "2026-10-29",
    description: "Married women fast from sunrise until they see the moon through a sieve, praying for their husbands' long life.",
    regions: "Punjab, Haryana, Rajasthan, Uttar Pradesh, Delhi",
    source: `${JAGRAN} (Karaka Chaturthi (Karwa Chouth)); ${HOLIDAYSSKY}`,
  },
  // November
  {
    name: "Dhanteras",
    date: "2026-11-06",
    description: "The first day of Diwali, for worshipping Dhanvantari and Lakshmi and buying gold, silver or new utensils.",
    regions: "Pan-India, strongest in the North and West",
    source: `${ESTIMATE} (Kartika Krishna Trayodashi in the evening, two days before Diwali)`,
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Diwali",
    date: "2026-11-08",
    description:
      "The festival of lights and Lakshmi Puja on the Kartik new moon, celebrating Rama's return to Ayodhya; Bengal worships Kali the same night.",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Diwali (Deepavali))`,
  },
  {
    name: "Govardhan Puja",
    date: "2026-11-10",
    description:
      "Krishna's lifting of Govardhan hill is remembered with Annakut, a mountain of food offered to him; it is also the Gujarati New Year and Bali Pratipada.",
    regions: "North and West India; Mathura, Gujarat",
    source: HOLIDAYS_HINDU,
    dateNote: "Sources differ: the central government's restricted-holiday list gives 9 November.",
  },
  {
    name: "Bhai Dooj",
    date: "2026-11-11",
    description: "Sisters put a tilak on their brothers' foreheads and pray for their long life, closing the five days of Diwali.",
    regions: "Pan-India; Bhau Beej in Maharashtra, Bhai Phonta in Bengal",
    source: `${CCMB}; ${HOLIDAYSSKY}`,
  },
  {
    name: "Chhath Puja",
    date: "2026-11-13",
    endDate: "2026-11-16",
    description:
      "Four days of worship of the Sun and Chhathi Maiya: after Nahay Khay and Kharna, devotees stand in rivers to offer arghya to the setting sun (15 November) and the rising sun (16 November).",
    regions: "Bihar, Jharkhand, eastern Uttar Pradesh, Delhi",
    source: `${CCMB} (Chhath Puja, 15 November); ${HOLIDAYS_HINDU}`,
  },
  {
    name: "Guru Nanak Jayanti",
    date: "2026-11-24",
    description:
      "Gurpurab, the birth anniversary of Guru Nanak, founder of Sikhism, on Kartik Purnima, with Akhand Path, nagar kirtan and langar.",
    regions: "Pan-India; Punjab, Delhi, Haryana",
    source: `${DOPT_GAZETTED} (Guru Nanak's Birthday)`,
  },
  {
    name: "Guru Tegh Bahadur Martyrdom Day",
    date: "2026-11-24",
    description: "Shaheedi Diwas of the ninth Sikh Guru, executed in Delhi in 1675 for defending freedom of faith.",
    regions: "Punjab, Delhi (Gurdwara Sis Ganj Sahib)",
    source: `${HOLIDAYS_INDIA} (Guru Tegh Bahadur's Martyrdom Day, 24 November every year)`,
    dateNote: "Gurdwara committees that follow the lunar calendar may mark it on another day.",
  },
  // December
  {
    name: "Hornbill Festival",
    date: "2026-12-01",
    endDate: "2026-12-10",
    description:
      "Nagaland's 'festival of festivals', bringing the dances, crafts, food and music of all the Naga tribes to Kisama heritage village.",
    regions: "Nagaland (Kisama, near Kohima)",
    source: NAGALAND,
  },
  {
    name: "Gita Jayanti",
    date: "2026-12-20",
    description: "The day Krishna taught the Bhagavad Gita to Arjuna at Kurukshetra, kept with Gita recitations on Mokshada Ekadashi.",
    regions: "Pan-India; Kurukshetra (Haryana)",
    source: `${ESTIMATE} (Mokshada Ekadashi, Margashirsha Shukla Ekadashi at sunrise)`,
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Christmas",
    date: "2026-12-25",
    description: "The birth of Jesus, celebrated with midnight Mass, carols, cribs, stars and plum cake.",
    regions: "Pan-India; Goa, Kerala, the North-East, Kolkata",
    source: DOPT_GAZETTED,
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
  ],
  festivals: entries,
};
