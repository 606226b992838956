// SEED DATA: the major Indian festivals of 2027 (spec §2 "Festival calendar"), from the research
// note docs/research/festival-dates-2026-2027.md. The seed writes it once; administrators keep it
// up to date at /admin/festivals.
//
// PROVISIONAL: no official list was found for 2027 when this was written (the Government of
// India's DoPT list for a year comes out late in the year before). Every source below says
// "Provisional", and the dates should be checked against DoPT's 2027 list once it is published.
//
// Where the dates come from:
// - CalendarDate, "2027 Holidays - India": https://www.calendardate.com/in_year2027_holidays.php
// - The open-source holidays package (vacanza/holidays, commit c382fdec): its Hindu calendar
//   tables, which cite archived timeanddate.com and Drik Panchang pages,
//   https://github.com/vacanza/holidays/blob/c382fdec456ce76e03b841ab809d47e46be610a2/holidays/calendars/hindu.py
//   its India calendar, which follows the DoPT lists,
//   https://github.com/vacanza/holidays/blob/c382fdec456ce76e03b841ab809d47e46be610a2/holidays/countries/india.py
//   and its tabular Islamic calendar,
//   https://github.com/vacanza/holidays/blob/c382fdec456ce76e03b841ab809d47e46be610a2/holidays/calendars/islamic.py
// - Festival pages, each named where it is used:
//   ABP Live (Holi 2027): https://news.abplive.com/religion/holi-2027-date-india-holika-dahan-rangwali-holi-1829836
//   ExcelNotes (Diwali 2020-2049): https://excelnotes.com/holiday/diwali
//   Calendarz (Ganesh Chaturthi): https://calendarz.com/when-is/hindu-holidays/ganesh-chaturthi
//   WikiReligions (Ganesh Chaturthi): https://wikireligions.com/when-is-ganesh-chaturthi/
// - Estimates: where no published date was found, the date is the tithi's day for New Delhi
//   worked out from the positions of the Sun and Moon, by the rules that give the 2025 dates;
//   each such card says the date may move by a day.
// Islamic festivals depend on the sighting of the moon, and no official date was fixed for 2027
// yet; each such card says so. Where sources or regions disagree, `dateNote` says how, and the
// card shows it.

import type { FestivalSeedEntry, FestivalSeedYear } from "~/domain/festival";

const CALENDARDATE = "CalendarDate, 2027 Holidays - India";
const ABP = "ABP Live, Holi 2027";
const EXCELNOTES = "ExcelNotes, Diwali dates 2020-2049";
const CALENDARZ = "Calendarz, Ganesh Chaturthi";
const WIKIRELIGIONS = "WikiReligions, Ganesh Chaturthi";
const HOLIDAYS_HINDU = "Hindu calendar tables of the holidays package (vacanza/holidays), after timeanddate.com and Drik Panchang";
const HOLIDAYS_INDIA = "India calendar of the holidays package (vacanza/holidays), after the DoPT lists";
const HOLIDAYS_ISLAMIC = "tabular Islamic calendar of the holidays package (vacanza/holidays)";
const NAGALAND = "Government of Nagaland (held 1–10 December every year)";
const ESTIMATE = "estimate for New Delhi from the positions of the Sun and Moon";
const MOON_NOTE = "Depends on the sighting of the moon; it may move by a day.";
const NO_OFFICIAL_DATE = "No official date had been fixed when this calendar was written.";
const ESTIMATE_NOTE =
  "No published panchang date was found when this calendar was written; the date is an estimate from the lunar calendar and may move by a day.";

/** Every 2027 source is provisional until DoPT's 2027 list is out. */
function provisional(...sources: string[]): string {
  return `Provisional: ${sources.join("; ")}`;
}

const entries: FestivalSeedEntry[] = [
  // January
  {
    name: "Lohri",
    date: "2027-01-14",
    description:
      "A winter harvest festival on the eve of Makar Sankranti, celebrated around a bonfire with rewri, peanuts, popcorn, bhangra and giddha.",
    regions: "Punjab, Haryana, Himachal Pradesh, Delhi, Jammu",
    source: provisional(`the eve of Makar Sankranti (${HOLIDAYS_HINDU})`),
    dateNote:
      "No published date was found when this calendar was written; Lohri is kept on the eve of Makar Sankranti, so it may move by a day.",
  },
  {
    name: "Guru Gobind Singh Jayanti",
    date: "2027-01-15",
    description:
      "The birth anniversary (Prakash Purab) of the tenth Sikh Guru, marked with kirtan, nagar kirtan processions and langar at gurdwaras.",
    regions: "Punjab, Haryana, Delhi, Bihar (Patna Sahib)",
    source: provisional(`${HOLIDAYS_HINDU} (Paush Shukla Saptami)`),
    dateNote: "The Nanakshahi calendar fixes it on 5 January.",
  },
  {
    name: "Makar Sankranti",
    date: "2027-01-15",
    description:
      "The Sun's entry into Capricorn and the start of its northward journey, marked with holy dips, til-gud sweets and kite flying.",
    regions: "Pan-India; Uttarayan in Gujarat, Magh Bihu in Assam, Khichdi in Uttar Pradesh and Bihar",
    source: provisional(HOLIDAYS_HINDU),
    dateNote: "The Sun enters Capricorn at night on 14 January, so the festival is kept the next day; some calendars give 14 January.",
  },
  {
    name: "Pongal",
    date: "2027-01-15",
    endDate: "2027-01-17",
    description:
      "Tamil Nadu's harvest festival: new rice is boiled with milk and jaggery until it overflows, followed by Mattu Pongal for the cattle and Kaanum Pongal for family visits. Bhogi is kept on the eve.",
    regions: "Tamil Nadu, Puducherry",
    source: provisional(HOLIDAYS_HINDU, HOLIDAYS_INDIA),
    dateNote: "Sources differ: CalendarDate gives 14 January.",
  },
  {
    name: "Republic Day",
    date: "2027-01-26",
    description:
      "The anniversary of the Constitution of India coming into force in 1950, marked by the parade on Kartavya Path in New Delhi and flag hoisting across the country.",
    regions: "Pan-India",
    source: provisional(`${CALENDARDATE} (26 January every year)`),
  },
  // February
  {
    name: "Losar",
    date: "2027-02-07",
    description: "The Tibetan New Year, welcomed with prayers at monasteries, masked cham dances and family feasts.",
    regions: "Sikkim, Arunachal Pradesh, Himachal Pradesh (Dharamshala), Darjeeling",
    source: provisional(`${HOLIDAYS_HINDU} (Gyalpo Losar)`),
    dateNote: "Ladakh keeps its own Losar by the Ladakhi calendar, about two months earlier.",
  },
  {
    name: "Vasant Panchami",
    date: "2027-02-11",
    description:
      "The arrival of spring and a day for worshipping Saraswati, goddess of learning; people dress in yellow and children begin their first letters.",
    regions: "North and East India; Saraswati Puja in Bengal, Odisha, Bihar, Assam",
    source: provisional(CALENDARDATE, HOLIDAYS_HINDU),
  },
  {
    name: "Guru Ravidas Jayanti",
    date: "2027-02-20",
    description: "The birth anniversary of the 15th-century saint-poet Guru Ravidas, kept on Magha Purnima with processions and kirtan.",
    regions: "Punjab, Uttar Pradesh (Varanasi), Haryana",
    source: provisional(`${HOLIDAYS_HINDU} (Magha Purnima)`),
  },
  // March
  {
    name: "Maha Shivaratri",
    date: "2027-03-06",
    description: "The great night of Shiva, kept with fasting, an all-night vigil and abhishek of the Shivling.",
    regions: "Pan-India",
    source: provisional(CALENDARDATE, HOLIDAYS_HINDU),
  },
  {
    name: "Eid al-Fitr",
    date: "2027-03-10",
    description:
      "The festival that ends the month of Ramzan, begun with Eid prayers and celebrated with sheer khurma, new clothes and visits.",
    regions: "Pan-India",
    source: provisional(`${HOLIDAYS_ISLAMIC} (9 March), a day later as usual in India`),
    dateNote: `${MOON_NOTE} ${NO_OFFICIAL_DATE}`,
  },
  {
    name: "Holika Dahan",
    date: "2027-03-21",
    description:
      "The bonfire on the eve of Holi, recalling Prahlad's escape from the demoness Holika and the victory of devotion over evil.",
    regions: "North and West India",
    source: provisional(ABP),
  },
  {
    name: "Holi",
    date: "2027-03-22",
    description:
      "The festival of colours, welcoming spring with gulal, water, music and gujiya; Braj (Mathura, Vrindavan, Barsana) celebrates for days.",
    regions: "Pan-India; Dol Jatra in Bengal and Odisha",
    source: provisional(ABP, HOLIDAYS_HINDU),
    dateNote: "Sources differ: CalendarDate gives 23 March.",
  },
  {
    name: "Good Friday",
    date: "2027-03-26",
    description: "The day Christians remember the crucifixion of Jesus, with services, the Way of the Cross and fasting.",
    regions: "Pan-India; Kerala, Goa, the North-East",
    source: provisional(CALENDARDATE),
  },
  {
    name: "Easter",
    date: "2027-03-28",
    description: "The feast of the Resurrection, celebrated with midnight and morning Mass, Easter eggs and family meals.",
    regions: "Pan-India; Kerala, Goa, the North-East",
    source: provisional(`Easter Sunday, two days after Good Friday (${CALENDARDATE})`, HOLIDAYS_INDIA),
  },
  // April
  {
    name: "Ugadi & Gudi Padwa",
    date: "2027-04-07",
    description:
      "The lunar New Year of the Deccan: Ugadi with its six-taste pachadi in the Telugu states and Karnataka, and Gudi Padwa, with a gudi raised at the door, in Maharashtra.",
    regions: "Andhra Pradesh, Telangana, Karnataka, Maharashtra, Goa",
    source: provisional(CALENDARDATE, HOLIDAYS_HINDU),
  },
  {
    name: "Chaitra Navratri",
    date: "2027-04-07",
    endDate: "2027-04-15",
    description: "Nine nights of the goddess in spring, beginning with ghatasthapana on the Hindu New Year and ending on Ram Navami.",
    regions: "North and West India",
    source: provisional(`${CALENDARDATE} (Gudi Padwa / Ugadi)`, `${HOLIDAYS_HINDU} (Ram Navami)`),
  },
  {
    name: "Baisakhi",
    date: "2027-04-14",
    description:
      "Punjab's harvest festival and the day the Khalsa was founded in 1699, celebrated at gurdwaras and with bhangra at the fairs.",
    regions: "Punjab, Haryana, Himachal Pradesh, Delhi",
    source: provisional(CALENDARDATE, HOLIDAYS_HINDU),
  },
  {
    name: "Puthandu & Vishu",
    date: "2027-04-14",
    description:
      "The solar New Year of the South: Puthandu in Tamil Nadu, and Vishu in Kerala, where the day begins with the Vishukkani of golden konna flowers.",
    regions: "Tamil Nadu, Kerala",
    source: provisional(`${HOLIDAYS_INDIA} (Meshadi (Tamil New Year's Day) 14 April, Vishu 15 April)`),
    dateNote: "Kerala keeps Vishu a day later, on 15 April.",
  },
  {
    name: "Poila Baisakh & Bohag Bihu",
    date: "2027-04-15",
    description:
      "The Bengali New Year (Poila Baisakh, opening new account books) and Assam's spring festival Rongali or Bohag Bihu, with Bihu dances and pitha.",
    regions: "West Bengal, Tripura, Assam",
    source: provisional(`${HOLIDAYS_INDIA} (Vaisakhadi / Bahag Bihu)`),
    dateNote: "Bangladesh keeps Pohela Boishakh on 14 April every year.",
  },
  {
    name: "Ram Navami",
    date: "2027-04-15",
    description:
      "The birth of Lord Rama on Chaitra Shukla Navami, celebrated with Ramayana readings and processions; Ayodhya is its heart.",
    regions: "Pan-India",
    source: provisional(HOLIDAYS_HINDU),
  },
  {
    name: "Mahavir Jayanti",
    date: "2027-04-18",
    description:
      "The birth anniversary of Lord Mahavira, the 24th Jain Tirthankara, marked with rath processions, temple rituals and charity.",
    regions: "Pan-India; Gujarat, Rajasthan, Bihar (Pawapuri)",
    source: provisional(CALENDARDATE, HOLIDAYS_HINDU),
  },
  // May
  {
    name: "Akshaya Tritiya",
    date: "2027-05-09",
    description: "Akha Teej, a day held auspicious for new beginnings and buying gold; Parashurama Jayanti falls close to it.",
    regions: "Pan-India",
    source: provisional(`${ESTIMATE} (Vaishakha Shukla Tritiya at sunrise)`),
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Rabindra Jayanti",
    date: "2027-05-09",
    description:
      "Rabindranath Tagore's birth anniversary, 25 Baishakh in the Bengali calendar, marked with his songs, dance dramas and recitations.",
    regions: "West Bengal, Tripura",
    source: provisional(`${HOLIDAYS_INDIA} (Guru Rabindranath's Jayanti)`),
  },
  {
    name: "Eid al-Adha (Bakrid)",
    date: "2027-05-17",
    description:
      "The festival of sacrifice, remembering Ibrahim's devotion, with Eid prayers and the sharing of qurbani meat with family and the poor.",
    regions: "Pan-India",
    source: provisional(`${HOLIDAYS_ISLAMIC} (16 May), a day later as usual in India`),
    dateNote: `${MOON_NOTE} ${NO_OFFICIAL_DATE}`,
  },
  {
    name: "Buddha Purnima",
    date: "2027-05-20",
    description:
      "The full moon of Vaishakha, marking the birth, enlightenment and passing of the Buddha; Bodh Gaya and Sarnath draw pilgrims.",
    regions: "Pan-India; Bihar, Uttar Pradesh, Sikkim, Ladakh, Maharashtra",
    source: provisional(HOLIDAYS_HINDU),
    dateNote: "Sources differ: CalendarDate gives 19 May.",
  },
  // June
  {
    name: "Maharana Pratap Jayanti",
    date: "2027-06-07",
    description:
      "The birth anniversary of Maharana Pratap, the 16th-century ruler of Mewar who fought Akbar's army at Haldighati, kept on Jyeshtha Shukla Tritiya with processions and tributes.",
    regions: "Rajasthan (Udaipur, Chittorgarh, Haldighati)",
    source: provisional(`${HOLIDAYS_HINDU} (Maharana Pratap Jayanti)`),
    dateNote: "Some observe it on 9 May, his birth date by the Gregorian calendar.",
  },
  {
    name: "Ganga Dussehra",
    date: "2027-06-13",
    description: "The descent of the Ganga to earth, celebrated with holy dips and evening aarti on the ghats.",
    regions: "Uttarakhand (Haridwar, Rishikesh), Uttar Pradesh (Varanasi, Prayagraj), Bihar",
    source: provisional(`${ESTIMATE} (Jyeshtha Shukla Dashami at sunrise)`),
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Muharram (Ashura)",
    date: "2027-06-15",
    description: "The tenth day of Muharram, when Shia Muslims mourn the martyrdom of Imam Husain at Karbala with majlis and processions.",
    regions: "Pan-India; Lucknow, Hyderabad, Kolkata, Mumbai",
    source: provisional(CALENDARDATE),
    dateNote: `${MOON_NOTE} ${NO_OFFICIAL_DATE}`,
  },
  // July
  {
    name: "Jagannath Rath Yatra",
    date: "2027-07-05",
    description: "Lord Jagannath, Balabhadra and Subhadra are drawn on huge wooden chariots from the Puri temple to the Gundicha temple.",
    regions: "Odisha (Puri), also Ahmedabad and Kolkata",
    source: provisional(CALENDARDATE, HOLIDAYS_HINDU),
  },
  {
    name: "Ashadhi Ekadashi",
    date: "2027-07-14",
    description:
      "Devshayani Ekadashi, when Vishnu begins his four-month sleep; the Warkari pilgrimage on foot reaches Vitthal at Pandharpur.",
    regions: "Maharashtra (Pandharpur), Karnataka, pan-India",
    source: provisional(`${ESTIMATE} (Devshayani Ekadashi, Ashadha Shukla Ekadashi at sunrise)`),
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Guru Purnima",
    date: "2027-07-18",
    description:
      "The Ashadha full moon, a day to honour one's teachers, also kept as Vyasa Purnima and by Buddhists for the Buddha's first sermon.",
    regions: "Pan-India",
    source: provisional(`${ESTIMATE} (Ashadha Purnima at sunrise)`),
    dateNote: ESTIMATE_NOTE,
  },
  // August
  {
    name: "Independence Day",
    date: "2027-08-15",
    description:
      "The anniversary of India's independence on 15 August 1947, when the Prime Minister hoists the national flag at the Red Fort and addresses the nation.",
    regions: "Pan-India",
    source: provisional(`${CALENDARDATE} (15 August every year)`),
  },
  {
    name: "Parsi New Year (Navroz)",
    date: "2027-08-15",
    description: "The Parsi New Year of the Shahenshahi calendar, with visits to the fire temple, new clothes and a festive lunch.",
    regions: "Maharashtra (Mumbai), Gujarat",
    source: provisional(`${HOLIDAYS_INDIA} (Parsi New Year); the Shahenshahi year has 365 days, so it follows 15 August 2026`),
    dateNote: "Followers of the Fasli calendar and Irani Zoroastrians celebrate Navroz at the March equinox instead.",
  },
  {
    name: "Milad-un-Nabi",
    date: "2027-08-16",
    description: "The birthday of the Prophet Muhammad (Eid-e-Milad), marked with prayers, naat recitation, processions and charity.",
    regions: "Pan-India",
    source: provisional(CALENDARDATE),
    dateNote: `${MOON_NOTE} ${NO_OFFICIAL_DATE}`,
  },
  {
    name: "Raksha Bandhan",
    date: "2027-08-17",
    description: "Sisters tie a rakhi on their brothers' wrists and receive a promise of protection, on the Shravana full moon.",
    regions: "Pan-India, strongest in the North and West",
    source: provisional(HOLIDAYS_HINDU),
  },
  {
    name: "Janmashtami",
    date: "2027-08-25",
    description: "The birth of Krishna at midnight, celebrated with fasting, jhankis and dahi handi; Mathura and Vrindavan are its centre.",
    regions: "Pan-India",
    source: provisional(HOLIDAYS_HINDU),
    dateNote: "Sources differ: CalendarDate gives 24 August.",
  },
  // September
  {
    name: "Ganesh Chaturthi",
    date: "2027-09-04",
    endDate: "2027-09-14",
    description: "The birth of Ganesha: idols are welcomed home and into public pandals with modaks, and immersed on Anant Chaturdashi.",
    regions: "Maharashtra, Goa, Karnataka, Andhra Pradesh, Telangana",
    source: provisional(HOLIDAYS_HINDU, WIKIRELIGIONS),
    dateNote:
      "Sources differ: CalendarDate and Calendarz give 3 September. The last day, Anant Chaturdashi, is an estimate from the lunar calendar and may move by a day.",
  },
  {
    name: "Onam",
    date: "2027-09-12",
    description:
      "Kerala's harvest festival welcoming King Mahabali home, with pookalam flower carpets, the Onasadya feast and snake-boat races. Thiruvonam is the main day.",
    regions: "Kerala",
    source: provisional(CALENDARDATE, HOLIDAYS_HINDU),
  },
  {
    name: "Anant Chaturdashi",
    date: "2027-09-14",
    description:
      "The last day of Ganeshotsav, when Ganesha idols are carried to the sea and rivers in huge processions; Vishnu is worshipped as Anant.",
    regions: "Maharashtra (Mumbai, Pune), Goa, Karnataka",
    source: provisional(`${ESTIMATE} (Bhadrapada Shukla Chaturdashi at sunrise)`),
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Pitru Paksha",
    date: "2027-09-15",
    endDate: "2027-09-29",
    description: "The fortnight of the ancestors, when families offer shraddha and tarpan; it ends on Sarva Pitru (Mahalaya) Amavasya.",
    regions: "Pan-India; Gaya, Varanasi",
    source: provisional(`${ESTIMATE} (Bhadrapada Purnima to the new moon before Sharad Navratri)`),
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Sharad Navratri",
    date: "2027-09-30",
    endDate: "2027-10-08",
    description:
      "Nine nights of Durga in autumn, with fasting, garba and dandiya in Gujarat, and Ramlila across the North, ending with Dussehra.",
    regions: "Pan-India; Gujarat, North India",
    source: provisional(`${HOLIDAYS_HINDU} (Sharad Navratri 30 September, Maha Navami 8 October)`),
  },
  // October
  {
    name: "Gandhi Jayanti",
    date: "2027-10-02",
    description:
      "The birth anniversary of Mahatma Gandhi, born on 2 October 1869, marked with prayer meetings at Raj Ghat, his favourite bhajans and cleanliness drives.",
    regions: "Pan-India",
    source: provisional(`${CALENDARDATE} (2 October every year)`),
  },
  {
    name: "Durga Puja",
    date: "2027-10-05",
    endDate: "2027-10-09",
    description:
      "Bengal's great festival of Durga's victory over Mahishasura, with pandals, dhak drums, Ashtami anjali and Sindoor Khela on Dashami.",
    regions: "West Bengal, Odisha, Assam, Tripura, Bihar, Jharkhand",
    source: provisional(
      `${CALENDARDATE} (Maha Ashtami 7 October)`,
      `${HOLIDAYS_HINDU} (Maha Saptami 6 October, Maha Ashtami 7 October, Maha Navami 8 October)`,
    ),
  },
  {
    name: "Dussehra",
    date: "2027-10-09",
    description:
      "Vijayadashami, Rama's victory over Ravana and Durga's over Mahishasura: Ravana effigies are burnt, and Mysuru holds its Dasara procession.",
    regions: "Pan-India; Kullu, Mysuru, Kota",
    source: provisional(CALENDARDATE, HOLIDAYS_HINDU),
  },
  {
    name: "Karwa Chauth",
    date: "2027-10-18",
    description: "Married women fast from sunrise until they see the moon through a sieve, praying for their husbands' long life.",
    regions: "Punjab, Haryana, Rajasthan, Uttar Pradesh, Delhi",
    source: provisional(CALENDARDATE, HOLIDAYS_HINDU),
  },
  {
    name: "Dhanteras",
    date: "2027-10-27",
    description: "The first day of Diwali, for worshipping Dhanvantari and Lakshmi and buying gold, silver or new utensils.",
    regions: "Pan-India, strongest in the North and West",
    source: provisional(`${ESTIMATE} (Kartika Krishna Trayodashi in the evening, two days before Diwali)`),
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Diwali",
    date: "2027-10-29",
    description:
      "The festival of lights and Lakshmi Puja on the Kartik new moon, celebrating Rama's return to Ayodhya; Bengal worships Kali the same night.",
    regions: "Pan-India",
    source: provisional(EXCELNOTES, `${HOLIDAYS_HINDU} (Diwali in India)`),
    dateNote: "South India celebrates Deepavali a day earlier, on 28 October, with the oil bath of Naraka Chaturdashi.",
  },
  {
    name: "Govardhan Puja",
    date: "2027-10-30",
    description:
      "Krishna's lifting of Govardhan hill is remembered with Annakut, a mountain of food offered to him; it is also the Gujarati New Year and Bali Pratipada.",
    regions: "North and West India; Mathura, Gujarat",
    source: provisional(HOLIDAYS_HINDU),
    dateNote: "Sources differ: CalendarDate gives 29 October.",
  },
  {
    name: "Bhai Dooj",
    date: "2027-10-31",
    description: "Sisters put a tilak on their brothers' foreheads and pray for their long life, closing the five days of Diwali.",
    regions: "Pan-India; Bhau Beej in Maharashtra, Bhai Phonta in Bengal",
    source: provisional(`${HOLIDAYS_INDIA} (Bhai Duj)`),
    dateNote: "Sources differ: CalendarDate gives 30 October.",
  },
  // November
  {
    name: "Chhath Puja",
    date: "2027-11-02",
    endDate: "2027-11-05",
    description:
      "Four days of worship of the Sun and Chhathi Maiya: after Nahay Khay and Kharna, devotees stand in rivers to offer arghya to the setting sun (4 November) and the rising sun (5 November).",
    regions: "Bihar, Jharkhand, eastern Uttar Pradesh, Delhi",
    source: provisional(`${CALENDARDATE} (Chhath Puja, 4 November)`, HOLIDAYS_HINDU),
  },
  {
    name: "Guru Nanak Jayanti",
    date: "2027-11-14",
    description:
      "Gurpurab, the birth anniversary of Guru Nanak, founder of Sikhism, on Kartik Purnima, with Akhand Path, nagar kirtan and langar.",
    regions: "Pan-India; Punjab, Delhi, Haryana",
    source: provisional(HOLIDAYS_HINDU),
    dateNote: "Sources differ: CalendarDate gives 13 November.",
  },
  {
    name: "Guru Tegh Bahadur Martyrdom Day",
    date: "2027-11-24",
    description: "Shaheedi Diwas of the ninth Sikh Guru, executed in Delhi in 1675 for defending freedom of faith.",
    regions: "Punjab, Delhi (Gurdwara Sis Ganj Sahib)",
    source: provisional(`${HOLIDAYS_INDIA} (Guru Tegh Bahadur's Martyrdom Day, 24 November every year)`),
    dateNote: "Gurdwara committees that follow the lunar calendar may mark it on another day.",
  },
  // December
  {
    name: "Hornbill Festival",
    date: "2027-12-01",
    endDate: "2027-12-10",
    description:
      "Nagaland's 'festival of festivals', bringing the dances, crafts, food and music of all the Naga tribes to Kisama heritage village.",
    regions: "Nagaland (Kisama, near Kohima)",
    source: provisional(NAGALAND),
  },
  {
    name: "Gita Jayanti",
    date: "2027-12-09",
    description: "The day Krishna taught the Bhagavad Gita to Arjuna at Kurukshetra, kept with Gita recitations on Mokshada Ekadashi.",
    regions: "Pan-India; Kurukshetra (Haryana)",
    source: provisional(`${ESTIMATE} (Mokshada Ekadashi, Margashirsha Shukla Ekadashi at sunrise)`),
    dateNote: ESTIMATE_NOTE,
  },
  {
    name: "Christmas",
    date: "2027-12-25",
    description: "The birth of Jesus, celebrated with midnight Mass, carols, cribs, stars and plum cake.",
    regions: "Pan-India; Goa, Kerala, the North-East, Kolkata",
    source: provisional("25 December every year"),
  },
];

export const festivalSeed2027: FestivalSeedYear = {
  year: 2027,
  sources: [
    CALENDARDATE,
    ABP,
    EXCELNOTES,
    CALENDARZ,
    WIKIRELIGIONS,
    HOLIDAYS_HINDU,
    HOLIDAYS_INDIA,
    HOLIDAYS_ISLAMIC,
    NAGALAND,
    ESTIMATE,
  ].map((source) => provisional(source)),
  festivals: entries,
};
