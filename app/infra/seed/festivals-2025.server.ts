// SEED DATA: the major Indian festivals of 2025, the calendar's first year (spec §2 "Festival
// calendar"). The seed writes it once.
//
// Where the dates come from:
// - "DoPT gazetted" / "DoPT restricted": the Government of India's list of holidays for
//   central government offices in 2025 (Department of Personnel and Training office
//   memorandum; gazetted holidays are for offices in Delhi/New Delhi, restricted holidays are
//   the optional list).
// - "Drik Panchang (New Delhi)": the festival date Drik Panchang publishes for New Delhi.
//   Lunar festivals can fall a day apart in other cities, and some communities follow
//   their own panchang.
// - A few festivals that follow other calendars name their own source.
// Islamic festivals depend on the sighting of the moon; the dates are the ones the central
// government fixed in advance, and each such card says so. Where sources or regions
// disagree, `dateNote` says how, and the card shows it.

import type { FestivalSeedEntry, FestivalSeedYear } from "~/domain/festival";

const DOPT_GAZETTED = "Government of India holiday list 2025 (DoPT), gazetted holiday";
const DOPT_RESTRICTED = "Government of India holiday list 2025 (DoPT), restricted holiday";
const DRIK = "Drik Panchang (New Delhi)";
const MOON_NOTE = "Depends on the sighting of the moon; it may move by a day.";

const entries: FestivalSeedEntry[] = [
  // January
  {
    name: "Guru Gobind Singh Jayanti",
    date: "2025-01-06",
    description:
      "The birth anniversary (Prakash Purab) of the tenth Sikh Guru, marked with kirtan, nagar kirtan processions and langar at gurdwaras.",
    regions: "Punjab, Haryana, Delhi, Bihar (Patna Sahib)",
    source: `${DOPT_RESTRICTED}; ${DRIK} (Paush Shukla Saptami)`,
    dateNote: "By the lunar calendar it falls twice in 2025, again on 27 December; the Nanakshahi calendar fixes it on 5 January.",
  },
  {
    name: "Lohri",
    date: "2025-01-13",
    description:
      "A winter harvest festival on the eve of Makar Sankranti, celebrated around a bonfire with rewri, peanuts, popcorn, bhangra and giddha.",
    regions: "Punjab, Haryana, Himachal Pradesh, Delhi, Jammu",
    source: DRIK,
  },
  {
    name: "Maha Kumbh Mela",
    date: "2025-01-13",
    endDate: "2025-02-26",
    description:
      "The twelve-yearly Maha Kumbh at the confluence of the Ganga, Yamuna and Saraswati, with its main bathing days on Makar Sankranti, Mauni Amavasya and Vasant Panchami.",
    regions: "Prayagraj, Uttar Pradesh",
    source: "Maha Kumbh 2025 bathing schedule of the Government of Uttar Pradesh (Paush Purnima to Maha Shivaratri)",
  },
  {
    name: "Makar Sankranti",
    date: "2025-01-14",
    description:
      "The Sun's entry into Capricorn and the start of its northward journey, marked with holy dips, til-gud sweets and kite flying.",
    regions: "Pan-India; Uttarayan in Gujarat, Magh Bihu in Assam, Khichdi in Uttar Pradesh and Bihar",
    source: `${DOPT_RESTRICTED} (Makar Sankranti / Magha Bihu / Pongal); ${DRIK}`,
  },
  {
    name: "Pongal",
    date: "2025-01-14",
    endDate: "2025-01-16",
    description:
      "Tamil Nadu's harvest festival: new rice is boiled with milk and jaggery until it overflows, followed by Mattu Pongal for the cattle and Kaanum Pongal for family visits. Bhogi is kept on the eve, 13 January.",
    regions: "Tamil Nadu, Puducherry",
    source: `${DOPT_RESTRICTED} (Makar Sankranti / Magha Bihu / Pongal); ${DRIK}`,
  },
  {
    name: "Republic Day",
    date: "2025-01-26",
    description:
      "The anniversary of the Constitution of India coming into force in 1950, marked by the parade on Kartavya Path in New Delhi and flag hoisting across the country.",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
  },
  {
    name: "Mauni Amavasya",
    date: "2025-01-29",
    description: "The new moon of Magha, kept in silence and with a holy dip; in 2025 it was the largest bathing day of the Maha Kumbh.",
    regions: "North India; Prayagraj, Haridwar, Varanasi",
    source: DRIK,
  },
  // February
  {
    name: "Vasant Panchami",
    date: "2025-02-02",
    description:
      "The arrival of spring and a day for worshipping Saraswati, goddess of learning; people dress in yellow and children begin their first letters.",
    regions: "North and East India; Saraswati Puja in Bengal, Odisha, Bihar, Assam",
    source: `${DOPT_RESTRICTED} (Basant Panchami / Sri Panchami); ${DRIK}`,
    dateNote: "The Panchami tithi ran into the morning of 3 February, and the Kumbh's Vasant Panchami bath was held on 3 February.",
  },
  {
    name: "Guru Ravidas Jayanti",
    date: "2025-02-12",
    description: "The birth anniversary of the 15th-century saint-poet Guru Ravidas, kept on Magha Purnima with processions and kirtan.",
    regions: "Punjab, Uttar Pradesh (Varanasi), Haryana",
    source: `${DOPT_RESTRICTED}; ${DRIK} (Magha Purnima)`,
  },
  {
    name: "Maha Shivaratri",
    date: "2025-02-26",
    description:
      "The great night of Shiva, kept with fasting, an all-night vigil and abhishek of the Shivling; it closed the 2025 Maha Kumbh.",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED}; ${DRIK}`,
  },
  {
    name: "Losar",
    date: "2025-02-28",
    description: "The Tibetan New Year, opening the Wood Snake year with prayers at monasteries, masked cham dances and family feasts.",
    regions: "Sikkim, Arunachal Pradesh, Himachal Pradesh (Dharamshala), Darjeeling",
    source: "Tibetan calendar of the Men-Tsee-Khang (Tibetan Medical and Astro-science Institute)",
    dateNote: "Ladakh keeps its own Losar by the Ladakhi calendar, about two months earlier.",
  },
  // March
  {
    name: "Holika Dahan",
    date: "2025-03-13",
    description:
      "The bonfire on the eve of Holi, recalling Prahlad's escape from the demoness Holika and the victory of devotion over evil.",
    regions: "North and West India",
    source: `${DOPT_RESTRICTED}; ${DRIK}`,
  },
  {
    name: "Holi",
    date: "2025-03-14",
    description:
      "The festival of colours, welcoming spring with gulal, water, music and gujiya; Braj (Mathura, Vrindavan, Barsana) celebrates for days.",
    regions: "Pan-India; Dol Jatra in Bengal and Odisha",
    source: `${DOPT_GAZETTED}; ${DRIK}`,
  },
  {
    name: "Ugadi & Gudi Padwa",
    date: "2025-03-30",
    description:
      "The lunar New Year of the Deccan: Ugadi with its six-taste pachadi in the Telugu states and Karnataka, and Gudi Padwa, with a gudi raised at the door, in Maharashtra.",
    regions: "Andhra Pradesh, Telangana, Karnataka, Maharashtra, Goa",
    source: `${DOPT_RESTRICTED} (Chaitra Sukladi / Gudi Padava / Ugadi / Cheti Chand); ${DRIK}`,
  },
  {
    name: "Chaitra Navratri",
    date: "2025-03-30",
    endDate: "2025-04-06",
    description: "Nine nights of the goddess in spring, beginning with ghatasthapana on the Hindu New Year and ending on Ram Navami.",
    regions: "North and West India",
    source: DRIK,
    dateNote: "It ran eight days in 2025 because one tithi was skipped; some calendars count the closing parana on 7 April.",
  },
  {
    name: "Eid al-Fitr",
    date: "2025-03-31",
    description:
      "The festival that ends the month of Ramzan, begun with Eid prayers and celebrated with sheer khurma, new clothes and visits.",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
    dateNote: `${MOON_NOTE} The central list fixed 31 March.`,
  },
  // April
  {
    name: "Ram Navami",
    date: "2025-04-06",
    description:
      "The birth of Lord Rama on Chaitra Shukla Navami, celebrated with Ramayana readings and processions; Ayodhya is its heart.",
    regions: "Pan-India",
    source: `${DOPT_RESTRICTED}; ${DRIK}`,
  },
  {
    name: "Mahavir Jayanti",
    date: "2025-04-10",
    description:
      "The birth anniversary of Lord Mahavira, the 24th Jain Tirthankara, marked with rath processions, temple rituals and charity.",
    regions: "Pan-India; Gujarat, Rajasthan, Bihar (Pawapuri)",
    source: `${DOPT_GAZETTED}; ${DRIK}`,
  },
  {
    name: "Hanuman Jayanti",
    date: "2025-04-12",
    description: "The birth of Hanuman on Chaitra Purnima, with Hanuman Chalisa recitals and sindoor offerings at his temples.",
    regions: "North and Central India",
    source: DRIK,
    dateNote:
      "Tamil Nadu and Kerala celebrate Hanuman Jayanti in Margazhi (December–January), and Andhra Pradesh and Telangana in Vaishakha (May).",
  },
  {
    name: "Baisakhi",
    date: "2025-04-14",
    description:
      "Punjab's harvest festival and the day the Khalsa was founded in 1699, celebrated at gurdwaras and with bhangra at the fairs.",
    regions: "Punjab, Haryana, Himachal Pradesh, Delhi",
    source: `${DRIK} (Mesha Sankranti early on 14 April)`,
    dateNote: "The central government's restricted-holiday list gives 13 April (Vaisakhi / Vishu).",
  },
  {
    name: "Puthandu & Vishu",
    date: "2025-04-14",
    description:
      "The solar New Year of the South: Puthandu in Tamil Nadu, and Vishu in Kerala, where the day begins with the Vishukkani of golden konna flowers.",
    regions: "Tamil Nadu, Kerala",
    source: `${DOPT_RESTRICTED} (Meshadi / Tamil New Year's Day); ${DRIK}`,
    dateNote: "The central list pairs Vishu with Vaisakhi on 13 April; Kerala keeps it on 14 April.",
  },
  {
    name: "Poila Baisakh & Bohag Bihu",
    date: "2025-04-15",
    description:
      "The Bengali New Year (Poila Baisakh, opening new account books) and Assam's spring festival Rongali or Bohag Bihu, with Bihu dances and pitha.",
    regions: "West Bengal, Tripura, Assam",
    source: `${DOPT_RESTRICTED} (Vaisakhadi (Bengal) / Bahag Bihu (Assam))`,
    dateNote: "Assam's Bihu holidays begin on 14 April, and Bangladesh keeps Pohela Boishakh on 14 April.",
  },
  {
    name: "Good Friday",
    date: "2025-04-18",
    description: "The day Christians remember the crucifixion of Jesus, with services, the Way of the Cross and fasting.",
    regions: "Pan-India; Kerala, Goa, the North-East",
    source: DOPT_GAZETTED,
  },
  {
    name: "Easter",
    date: "2025-04-20",
    description: "The feast of the Resurrection, celebrated with midnight and morning Mass, Easter eggs and family meals.",
    regions: "Pan-India; Kerala, Goa, the North-East",
    source: `${DOPT_RESTRICTED} (Easter Sunday)`,
  },
  {
    name: "Akshaya Tritiya",
    date: "2025-04-30",
    description: "Akha Teej, a day held auspicious for new beginnings and buying gold; Parashurama Jayanti falls close to it.",
    regions: "Pan-India",
    source: DRIK,
  },
  // May
  {
    name: "Rabindra Jayanti",
    date: "2025-05-09",
    description:
      "Rabindranath Tagore's birth anniversary, 25 Baishakh in the Bengali calendar, marked with his songs, dance dramas and recitations.",
    regions: "West Bengal, Tripura",
    source: `${DOPT_RESTRICTED} (Guru Rabindranath's Birthday)`,
  },
  {
    name: "Narasimha Jayanti",
    date: "2025-05-11",
    description: "The appearance of Narasimha, Vishnu's man-lion form, who emerged from a pillar to protect Prahlad.",
    regions: "Andhra Pradesh, Telangana, Karnataka, Odisha",
    source: DRIK,
  },
  {
    name: "Buddha Purnima",
    date: "2025-05-12",
    description:
      "The full moon of Vaishakha, marking the birth, enlightenment and passing of the Buddha; Bodh Gaya and Sarnath draw pilgrims.",
    regions: "Pan-India; Bihar, Uttar Pradesh, Sikkim, Ladakh, Maharashtra",
    source: `${DOPT_GAZETTED} (Buddha Purnima); ${DRIK}`,
  },
  {
    name: "Vat Savitri Vrat",
    date: "2025-05-26",
    description:
      "Married women fast and tie threads around a banyan tree, remembering Savitri, who won back her husband Satyavan's life from Yama.",
    regions: "Uttar Pradesh, Bihar, Madhya Pradesh, Odisha",
    source: `${DRIK} (Jyeshtha Amavasya)`,
    dateNote: "Maharashtra, Gujarat and much of the South keep it as Vat Purnima, on 10 June in 2025.",
  },
  // June
  {
    name: "Ganga Dussehra",
    date: "2025-06-05",
    description: "The descent of the Ganga to earth, celebrated with holy dips and evening aarti on the ghats.",
    regions: "Uttarakhand (Haridwar, Rishikesh), Uttar Pradesh (Varanasi, Prayagraj), Bihar",
    source: DRIK,
  },
  {
    name: "Nirjala Ekadashi",
    date: "2025-06-06",
    description: "The strictest Ekadashi fast, without even water, said to bring the merit of all twenty-four Ekadashis of the year.",
    regions: "Pan-India",
    source: DRIK,
    dateNote: "Vaishnava calendars kept the fast on 7 June.",
  },
  {
    name: "Eid al-Adha (Bakrid)",
    date: "2025-06-07",
    description:
      "The festival of sacrifice, remembering Ibrahim's devotion, with Eid prayers and the sharing of qurbani meat with family and the poor.",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Id-ul-Zuha (Bakrid))`,
    dateNote: `${MOON_NOTE} Saudi Arabia celebrated a day earlier, on 6 June.`,
  },
  {
    name: "Kabir Jayanti",
    date: "2025-06-11",
    description: "The birth anniversary of the weaver-poet Sant Kabir, kept on Jyeshtha Purnima with the singing of his dohas.",
    regions: "Uttar Pradesh (Varanasi), Madhya Pradesh, Punjab, Chhattisgarh",
    source: `${DRIK} (Jyeshtha Purnima)`,
  },
  {
    name: "Jagannath Rath Yatra",
    date: "2025-06-27",
    description: "Lord Jagannath, Balabhadra and Subhadra are drawn on huge wooden chariots from the Puri temple to the Gundicha temple.",
    regions: "Odisha (Puri), also Ahmedabad and Kolkata",
    source: `${DOPT_RESTRICTED} (Rath Yatra); ${DRIK}`,
  },
  // July
  {
    name: "Ashadhi Ekadashi",
    date: "2025-07-06",
    description:
      "Devshayani Ekadashi, when Vishnu begins his four-month sleep; the Warkari pilgrimage on foot reaches Vitthal at Pandharpur.",
    regions: "Maharashtra (Pandharpur), Karnataka, pan-India",
    source: `${DRIK} (Devshayani Ekadashi)`,
  },
  {
    name: "Muharram (Ashura)",
    date: "2025-07-06",
    description: "The tenth day of Muharram, when Shia Muslims mourn the martyrdom of Imam Husain at Karbala with majlis and processions.",
    regions: "Pan-India; Lucknow, Hyderabad, Kolkata, Mumbai",
    source: `${DOPT_GAZETTED} (Muharram)`,
    dateNote: MOON_NOTE,
  },
  {
    name: "Guru Purnima",
    date: "2025-07-10",
    description:
      "The Ashadha full moon, a day to honour one's teachers, also kept as Vyasa Purnima and by Buddhists for the Buddha's first sermon.",
    regions: "Pan-India",
    source: DRIK,
  },
  {
    name: "Hariyali Teej",
    date: "2025-07-27",
    description:
      "A monsoon festival of Shiva and Parvati: women in green fast, sing Teej songs and ride decorated swings; ghevar is the sweet of the day.",
    regions: "Rajasthan, Uttar Pradesh, Haryana, Madhya Pradesh, Bihar",
    source: DRIK,
  },
  {
    name: "Nag Panchami",
    date: "2025-07-29",
    description: "Snake deities are worshipped with milk and flowers, for protection during the rains.",
    regions: "Pan-India; Maharashtra, Karnataka, Uttar Pradesh",
    source: DRIK,
    dateNote: "Gujarat keeps Nag Pancham later, in the dark fortnight of Shravan (August).",
  },
  // August
  {
    name: "Varalakshmi Vratam",
    date: "2025-08-08",
    description: "Married women worship Goddess Lakshmi as the giver of boons, on the Friday before the Shravana full moon.",
    regions: "Karnataka, Andhra Pradesh, Telangana, Tamil Nadu",
    source: `${DRIK}; holiday list 2025 of central government offices in Karnataka (Varamahalakshmi)`,
  },
  {
    name: "Raksha Bandhan",
    date: "2025-08-09",
    description: "Sisters tie a rakhi on their brothers' wrists and receive a promise of protection, on the Shravana full moon.",
    regions: "Pan-India, strongest in the North and West",
    source: `${DOPT_RESTRICTED}; ${DRIK}`,
  },
  {
    name: "Independence Day",
    date: "2025-08-15",
    description:
      "The anniversary of India's independence on 15 August 1947, when the Prime Minister hoists the national flag at the Red Fort and addresses the nation.",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
  },
  {
    name: "Parsi New Year (Navroz)",
    date: "2025-08-15",
    description: "The Parsi New Year of the Shahenshahi calendar, with visits to the fire temple, new clothes and a festive lunch.",
    regions: "Maharashtra (Mumbai), Gujarat",
    source: `${DOPT_RESTRICTED} (Parsi New Year's day / Nauraj)`,
    dateNote: "Followers of the Fasli calendar and Irani Zoroastrians celebrate Navroz at the March equinox instead.",
  },
  {
    name: "Janmashtami",
    date: "2025-08-16",
    description: "The birth of Krishna at midnight, celebrated with fasting, jhankis and dahi handi; Mathura and Vrindavan are its centre.",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Janmashtami (Vaishnavi)); ${DRIK}`,
    dateNote: "The central list also gives 15 August as Janmashtami (Smarta), and some households fasted that day.",
  },
  {
    name: "Hartalika Teej",
    date: "2025-08-26",
    description: "Women keep a waterless fast for Parvati and Shiva, remembering Parvati's penance to win Shiva as her husband.",
    regions: "Uttar Pradesh, Bihar, Jharkhand, Rajasthan, Madhya Pradesh",
    source: DRIK,
  },
  {
    name: "Ganesh Chaturthi",
    date: "2025-08-27",
    endDate: "2025-09-06",
    description: "The birth of Ganesha: idols are welcomed home and into public pandals with modaks, and immersed on Anant Chaturdashi.",
    regions: "Maharashtra, Goa, Karnataka, Andhra Pradesh, Telangana",
    source: `${DOPT_RESTRICTED} (Ganesh Chaturthi / Vinayaka Chaturthi); ${DRIK}`,
  },
  // September
  {
    name: "Onam",
    date: "2025-09-05",
    description:
      "Kerala's harvest festival welcoming King Mahabali home, with pookalam flower carpets, the Onasadya feast and snake-boat races. Thiruvonam is the main day.",
    regions: "Kerala",
    source: `${DOPT_RESTRICTED} (Onam or Thiru Onam Day)`,
    dateNote: "The ten days of celebration began with Atham on 26 August.",
  },
  {
    name: "Milad-un-Nabi",
    date: "2025-09-05",
    description: "The birthday of the Prophet Muhammad (Eid-e-Milad), marked with prayers, naat recitation, processions and charity.",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Milad-un-Nabi or Id-e-Milad)`,
    dateNote: `${MOON_NOTE} Some states moved their public holiday to another day in 2025.`,
  },
  {
    name: "Anant Chaturdashi",
    date: "2025-09-06",
    description:
      "The last day of Ganeshotsav, when Ganesha idols are carried to the sea and rivers in huge processions; Vishnu is worshipped as Anant.",
    regions: "Maharashtra (Mumbai, Pune), Goa, Karnataka",
    source: DRIK,
  },
  {
    name: "Pitru Paksha",
    date: "2025-09-07",
    endDate: "2025-09-21",
    description: "The fortnight of the ancestors, when families offer shraddha and tarpan; it ends on Sarva Pitru (Mahalaya) Amavasya.",
    regions: "Pan-India; Gaya, Varanasi",
    source: DRIK,
  },
  {
    name: "Vishwakarma Puja",
    date: "2025-09-17",
    description: "Vishwakarma, the divine architect, is worshipped in factories, workshops and offices, and kites fill the sky in Bengal.",
    regions: "West Bengal, Odisha, Bihar, Jharkhand, Assam, Tripura",
    source: `${DRIK} (Kanya Sankranti)`,
  },
  {
    name: "Sharad Navratri",
    date: "2025-09-22",
    endDate: "2025-10-01",
    description:
      "Nine nights of Durga in autumn, with fasting, garba and dandiya in Gujarat, and Ramlila across the North, ending with Dussehra.",
    regions: "Pan-India; Gujarat, North India",
    source: DRIK,
    dateNote: "It ran ten days in 2025 because a tithi repeated; Vijayadashami fell on 2 October.",
  },
  {
    name: "Durga Puja",
    date: "2025-09-28",
    endDate: "2025-10-02",
    description:
      "Bengal's great festival of Durga's victory over Mahishasura, with pandals, dhak drums, Ashtami anjali and Sindoor Khela on Dashami.",
    regions: "West Bengal, Odisha, Assam, Tripura, Bihar, Jharkhand",
    source: `${DOPT_RESTRICTED} (Dussehra: Maha Saptami 29 Sep, Maha Ashtami 30 Sep, Maha Navami 1 Oct); ${DRIK}`,
  },
  // October
  {
    name: "Gandhi Jayanti",
    date: "2025-10-02",
    description:
      "The birth anniversary of Mahatma Gandhi, born on 2 October 1869, marked with prayer meetings at Raj Ghat, his favourite bhajans and cleanliness drives.",
    regions: "Pan-India",
    source: DOPT_GAZETTED,
  },
  {
    name: "Dussehra",
    date: "2025-10-02",
    description:
      "Vijayadashami, Rama's victory over Ravana and Durga's over Mahishasura: Ravana effigies are burnt, and Mysuru holds its Dasara procession.",
    regions: "Pan-India; Kullu, Mysuru, Kota",
    source: `${DOPT_GAZETTED}; ${DRIK}`,
  },
  {
    name: "Sharad Purnima",
    date: "2025-10-06",
    description:
      "The autumn full moon, when kheer is left out in the moonlight; Bengal and Odisha worship Lakshmi as Kojagari Lakshmi Puja.",
    regions: "Pan-India; Bengal, Odisha, Gujarat",
    source: DRIK,
  },
  {
    name: "Karwa Chauth",
    date: "2025-10-10",
    description: "Married women fast from sunrise until they see the moon through a sieve, praying for their husbands' long life.",
    regions: "Punjab, Haryana, Rajasthan, Uttar Pradesh, Delhi",
    source: `${DOPT_RESTRICTED} (Karaka Chaturthi (Karwa Chouth)); ${DRIK}`,
  },
  {
    name: "Dhanteras",
    date: "2025-10-18",
    description: "The first day of Diwali, for worshipping Dhanvantari and Lakshmi and buying gold, silver or new utensils.",
    regions: "Pan-India, strongest in the North and West",
    source: DRIK,
  },
  {
    name: "Diwali",
    date: "2025-10-20",
    description:
      "The festival of lights and Lakshmi Puja on the Kartik new moon, celebrating Rama's return to Ayodhya; Bengal worships Kali the same night.",
    regions: "Pan-India",
    source: `${DOPT_GAZETTED} (Diwali (Deepavali)); ${DRIK} (Lakshmi Puja)`,
    dateNote:
      "The Amavasya ran from the afternoon of 20 October to the evening of 21 October, and some panchangs put Lakshmi Puja on 21 October.",
  },
  {
    name: "Govardhan Puja",
    date: "2025-10-22",
    description:
      "Krishna's lifting of Govardhan hill is remembered with Annakut, a mountain of food offered to him; it is also the Gujarati New Year and Bali Pratipada.",
    regions: "North and West India; Mathura, Gujarat",
    source: DRIK,
  },
  {
    name: "Bhai Dooj",
    date: "2025-10-23",
    description: "Sisters put a tilak on their brothers' foreheads and pray for their long life, closing the five days of Diwali.",
    regions: "Pan-India; Bhau Beej in Maharashtra, Bhai Phonta in Bengal",
    source: DRIK,
  },
  {
    name: "Chhath Puja",
    date: "2025-10-25",
    endDate: "2025-10-28",
    description:
      "Four days of worship of the Sun and Chhathi Maiya: after Nahay Khay and Kharna, devotees stand in rivers to offer arghya to the setting sun (27 October) and the rising sun (28 October).",
    regions: "Bihar, Jharkhand, eastern Uttar Pradesh, Delhi",
    source: DRIK,
  },
  // November
  {
    name: "Dev Uthani Ekadashi",
    date: "2025-11-01",
    description: "Prabodhini Ekadashi, when Vishnu wakes from his four-month sleep and the wedding season opens; Tulsi Vivah follows.",
    regions: "North and West India",
    source: DRIK,
    dateNote: "Vaishnava calendars kept the fast on 2 November, the day of Tulsi Vivah.",
  },
  {
    name: "Guru Nanak Jayanti",
    date: "2025-11-05",
    description:
      "Gurpurab, the birth anniversary of Guru Nanak, founder of Sikhism, on Kartik Purnima, with Akhand Path, nagar kirtan and langar.",
    regions: "Pan-India; Punjab, Delhi, Haryana",
    source: `${DOPT_GAZETTED} (Guru Nanak's Birthday); ${DRIK}`,
  },
  {
    name: "Dev Deepawali",
    date: "2025-11-05",
    description: "The 'Diwali of the gods' on Kartik Purnima, when the ghats of Varanasi are lit with lakhs of diyas.",
    regions: "Uttar Pradesh (Varanasi)",
    source: `${DRIK} (Kartik Purnima)`,
  },
  {
    name: "Guru Tegh Bahadur Martyrdom Day",
    date: "2025-11-24",
    description: "Shaheedi Diwas of the ninth Sikh Guru, executed in Delhi in 1675 for defending freedom of faith; 2025 marked 350 years.",
    regions: "Punjab, Delhi (Gurdwara Sis Ganj Sahib)",
    source: `${DOPT_RESTRICTED} (Guru Teg Bahadur's Martyrdom Day)`,
    dateNote: "Gurdwara committees that follow the lunar calendar may mark it on another day.",
  },
  {
    name: "Vivah Panchami",
    date: "2025-11-25",
    description: "The wedding anniversary of Rama and Sita, re-enacted in temples, above all in Ayodhya and in Janakpur.",
    regions: "Uttar Pradesh (Ayodhya), Bihar (Mithila), Nepal (Janakpur)",
    source: DRIK,
  },
  // December
  {
    name: "Gita Jayanti",
    date: "2025-12-01",
    description: "The day Krishna taught the Bhagavad Gita to Arjuna at Kurukshetra, kept with Gita recitations on Mokshada Ekadashi.",
    regions: "Pan-India; Kurukshetra (Haryana)",
    source: `${DRIK} (Mokshada Ekadashi)`,
  },
  {
    name: "Hornbill Festival",
    date: "2025-12-01",
    endDate: "2025-12-10",
    description:
      "Nagaland's 'festival of festivals', bringing the dances, crafts, food and music of all the Naga tribes to Kisama heritage village.",
    regions: "Nagaland (Kisama, near Kohima)",
    source: "Government of Nagaland (held 1–10 December every year)",
  },
  {
    name: "Dattatreya Jayanti",
    date: "2025-12-04",
    description: "The birth of Dattatreya, the combined form of Brahma, Vishnu and Shiva, on Margashirsha Purnima.",
    regions: "Maharashtra, Karnataka, Gujarat, Andhra Pradesh, Telangana",
    source: `${DRIK} (Margashirsha Purnima)`,
  },
  {
    name: "Saphala Ekadashi",
    date: "2025-12-15",
    description: "The Ekadashi of the dark fortnight of Paush, a fast to Vishnu said to make one's efforts fruitful (saphala).",
    regions: "Pan-India",
    source: DRIK,
  },
  {
    name: "Christmas",
    date: "2025-12-25",
    description: "The birth of Jesus, celebrated with midnight Mass, carols, cribs, stars and plum cake.",
    regions: "Pan-India; Goa, Kerala, the North-East, Kolkata",
    source: DOPT_GAZETTED,
  },
];

export const festivalSeed2025: FestivalSeedYear = {
  year: 2025,
  sources: [DOPT_GAZETTED, DOPT_RESTRICTED, DRIK],
  festivals: entries,
};
