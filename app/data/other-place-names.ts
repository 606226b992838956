// The other names India's places answer to in birth registers and in what people type: the old
// names (Bombay, Cawnpore), other spellings (Ahmadabad, Banglore), and the short and old names
// of states (UP, Orissa) and of countries (UK, USA). Keys are the location data's "State|City".
// A server module: the index of places is built from it (services/birth-places.server.ts), and
// no browser needs it. Sources: docs/research/gazetteer.md; a unit test checks that every city
// named here is one of the location data's, and what each name reaches.

/** Where a row comes from (docs/research/gazetteer.md tells each). */
export type NameSource = "renamed" | "imperial" | "hindi" | "everyday" | "spelling";

/** A city of the location data, the names it also answers to, and where they come from. */
export type OtherNames = readonly [city: string, names: readonly string[], source: NameSource];

/**
 * Old names, and the new name where the location data keeps the old one (Allahabad: Prayagraj,
 * which OFFICIAL_NAMES shows). "renamed": Wikipedia, List of renamed Indian cities and states
 * (the official renamings, with their years); "imperial": The Imperial Gazetteer of India (new
 * edition, 1908–1931), the spellings of the registers of British India.
 */
export const OLD_PLACE_NAMES: readonly OtherNames[] = [
  ["Maharashtra|Mumbai", ["Bombay"], "renamed"],
  ["West Bengal|Kolkata", ["Calcutta"], "renamed"],
  ["Tamil Nadu|Chennai", ["Madras"], "renamed"],
  ["Karnataka|Bengaluru", ["Bangalore"], "renamed"],
  ["Uttar Pradesh|Varanasi", ["Benares", "Banaras"], "renamed"],
  ["Maharashtra|Pune", ["Poona"], "renamed"],
  ["Gujarat|Vadodara", ["Baroda"], "renamed"],
  ["Kerala|Thiruvananthapuram", ["Trivandrum"], "renamed"],
  ["Kerala|Cochin", ["Kochi"], "renamed"],
  ["Kerala|Kozhikode", ["Calicut"], "renamed"],
  ["Himachal Pradesh|Shimla", ["Simla"], "renamed"],
  ["Karnataka|Mysuru", ["Mysore"], "renamed"],
  ["Karnataka|Mangaluru", ["Mangalore"], "renamed"],
  ["Uttar Pradesh|Kanpur", ["Cawnpore"], "imperial"],
  ["Andhra Pradesh|Visakhapatnam", ["Vizagapatam", "Waltair"], "imperial"],
  ["Puducherry|Puducherry", ["Pondicherry"], "renamed"],
  ["Assam|Guwahati", ["Gauhati"], "renamed"],
  ["Uttar Pradesh|Allahabad", ["Prayagraj"], "renamed"],
  ["Madhya Pradesh|Jabalpur", ["Jubbulpore"], "imperial"],
  ["Karnataka|Belagavi", ["Belgaum"], "renamed"],
  ["Karnataka|Kalaburgi", ["Gulbarga"], "renamed"],
  ["Tamil Nadu|Thanjavur", ["Tanjore"], "imperial"],
  ["Tamil Nadu|Tiruchirappalli", ["Trichinopoly"], "imperial"],
  ["Tamil Nadu|Ooty", ["Ootacamund", "Udhagamandalam", "Udagamandalam"], "renamed"],
  ["Haryana|Gurugram", ["Gurgaon"], "renamed"],
  ["Karnataka|Hubballi", ["Hubli"], "renamed"],
  ["Karnataka|Ballari", ["Bellary"], "renamed"],
  ["Karnataka|Vijayapura", ["Bijapur"], "renamed"],
  ["Karnataka|Shimoga", ["Shivamogga"], "renamed"],
  ["Karnataka|Tumakuru", ["Tumkur"], "renamed"],
  ["Karnataka|Chikkamagaluru", ["Chikmagalur"], "renamed"],
  ["Karnataka|Hospet", ["Hosapete"], "renamed"],
  ["Kerala|Kollam", ["Quilon"], "renamed"],
  ["Kerala|Alappuzha", ["Alleppey"], "renamed"],
  ["Kerala|Kannur", ["Cannanore"], "renamed"],
  ["Kerala|Thrissur", ["Trichur"], "renamed"],
  ["Kerala|Palakkad", ["Palghat"], "renamed"],
  ["Kerala|Thalassery", ["Tellicherry"], "renamed"],
  ["Goa|Panaji", ["Panjim", "Pangim"], "renamed"],
  ["Tamil Nadu|Kanchipuram", ["Conjeeveram"], "imperial"],
  ["Tamil Nadu|Thoothukudi", ["Tuticorin"], "renamed"],
  ["Tamil Nadu|Tirunelveli", ["Tinnevelly"], "imperial"],
  ["Tamil Nadu|Madurai", ["Madura"], "imperial"],
  ["Tamil Nadu|Kanniyakumari", ["Cape Comorin"], "imperial"],
  ["Andhra Pradesh|Vijayawada", ["Bezwada"], "imperial"],
  ["Andhra Pradesh|Machilipatnam", ["Masulipatam"], "imperial"],
  ["Andhra Pradesh|Kakinada", ["Cocanada"], "imperial"],
  ["Andhra Pradesh|Rajahmundry", ["Rajamahendravaram"], "renamed"],
  ["Andhra Pradesh|Cuddapah", ["Kadapa"], "renamed"],
  ["Andhra Pradesh|Ellore", ["Eluru"], "renamed"],
  ["Gujarat|Bharuch", ["Broach"], "imperial"],
  ["Gujarat|Khambhat", ["Cambay"], "imperial"],
  ["Uttar Pradesh|Mathura", ["Muttra"], "imperial"],
  ["Uttar Pradesh|Faizabad", ["Fyzabad"], "imperial"],
  ["Bihar|Munger", ["Monghyr"], "imperial"],
  ["Bihar|Purnia", ["Purnea"], "imperial"],
  ["Bihar|Chapra", ["Chhapra"], "imperial"],
  ["West Bengal|Bardhaman", ["Burdwan"], "imperial"],
  ["West Bengal|Medinipur", ["Midnapore"], "imperial"],
  ["Odisha|Baleshwar", ["Balasore"], "imperial"],
  ["Odisha|Brahmapur", ["Berhampur", "Berhampore"], "imperial"],
  ["Punjab|Jalandhar", ["Jullundur"], "imperial"],
  ["Punjab|Firozpur", ["Ferozepur", "Ferozepore"], "imperial"],
  ["Punjab|Bhatinda", ["Bathinda"], "renamed"],
  ["Haryana|Ambala", ["Umballa"], "imperial"],
  ["Haryana|Hisar", ["Hissar"], "imperial"],
  ["Uttarakhand|Naini Tal", ["Nainital"], "renamed"],
  ["Uttarakhand|Haridwar", ["Hardwar"], "imperial"],
  ["Uttarakhand|Dehradun", ["Dehra Dun"], "imperial"],
  ["Maharashtra|Nashik", ["Nasik"], "renamed"],
  ["Maharashtra|Solapur", ["Sholapur"], "renamed"],
  ["Maharashtra|Thane", ["Thana"], "imperial"],
  ["Maharashtra|Amravati", ["Amraoti"], "imperial"],
  ["Maharashtra|Ahmednagar", ["Ahilyanagar", "Ahmadnagar"], "renamed"],
  ["Maharashtra|Osmanabad", ["Dharashiv"], "renamed"],
  ["Maharashtra|Aurangabad", ["Chhatrapati Sambhajinagar", "Sambhajinagar"], "renamed"],
  ["Madhya Pradesh|Sagar", ["Saugor"], "imperial"],
  ["Andaman and Nicobar Islands|Port Blair", ["Sri Vijaya Puram"], "renamed"],
  ["Madhya Pradesh|Hoshangabad", ["Narmadapuram"], "renamed"],
];

/**
 * The towns the location data names by the name their state has since replaced (the "renamed"
 * rows above whose other name is the new one): each is shown by its official name, in both
 * editions, and still found by the data's (decision 122). Their Hindi names are decision 101's
 * tables' (data/hindi-place-names.ts).
 */
export const OFFICIAL_NAMES: Readonly<Record<string, string>> = {
  "Andaman and Nicobar Islands|Port Blair": "Sri Vijaya Puram",
  "Andhra Pradesh|Cuddapah": "Kadapa",
  "Andhra Pradesh|Ellore": "Eluru",
  "Andhra Pradesh|Rajahmundry": "Rajamahendravaram",
  "Karnataka|Hospet": "Hosapete",
  "Karnataka|Shimoga": "Shivamogga",
  "Kerala|Cochin": "Kochi",
  "Madhya Pradesh|Hoshangabad": "Narmadapuram",
  "Maharashtra|Ahmednagar": "Ahilyanagar",
  "Maharashtra|Aurangabad": "Chhatrapati Sambhajinagar",
  "Maharashtra|Osmanabad": "Dharashiv",
  "Punjab|Bhatinda": "Bathinda",
  "Tamil Nadu|Ooty": "Udhagamandalam",
  "Uttar Pradesh|Allahabad": "Prayagraj",
  "Uttarakhand|Naini Tal": "Nainital",
};

/**
 * Everyday names: the short names and nicknames a city goes by in speech and in writing (Vizag,
 * Trichy, Pondy, Kashi), and the older name a town is still called by (Margao): our own list.
 */
export const EVERYDAY_NAMES: readonly OtherNames[] = [
  ["Andhra Pradesh|Visakhapatnam", ["Vizag"], "everyday"],
  ["Puducherry|Puducherry", ["Pondy"], "everyday"],
  ["Uttar Pradesh|Varanasi", ["Kashi"], "everyday"],
  ["Uttar Pradesh|Allahabad", ["Prayag"], "everyday"],
  ["Tamil Nadu|Tiruchirappalli", ["Trichy", "Tiruchi"], "everyday"],
  ["Goa|Madgaon", ["Margao"], "everyday"],
  ["Gujarat|Ahmedabad", ["Amdavad"], "everyday"],
];

/**
 * Old names in Devanagari, as Hindi writes them ("hindi": the Hindi Wikipedia's article on the
 * city gives the name). The cities' own Hindi names, the new ones of renamed cities among them,
 * are decision 101's tables.
 */
export const HINDI_OLD_NAMES: readonly OtherNames[] = [
  ["Maharashtra|Mumbai", ["बम्बई", "बंबई"], "hindi"],
  ["West Bengal|Kolkata", ["कलकत्ता"], "hindi"],
  ["Tamil Nadu|Chennai", ["मद्रास"], "hindi"],
  ["Karnataka|Bengaluru", ["बंगलौर", "बैंगलोर"], "hindi"],
  ["Uttar Pradesh|Varanasi", ["बनारस", "काशी"], "hindi"],
  ["Uttar Pradesh|Allahabad", ["इलाहाबाद"], "hindi"],
  ["Haryana|Gurugram", ["गुड़गाँव"], "hindi"],
  ["Maharashtra|Pune", ["पूना"], "hindi"],
  ["Maharashtra|Aurangabad", ["औरंगाबाद"], "hindi"],
  ["Maharashtra|Ahmednagar", ["अहमदनगर"], "hindi"],
  ["Maharashtra|Osmanabad", ["उस्मानाबाद"], "hindi"],
  ["Andhra Pradesh|Rajahmundry", ["राजमुंदरी"], "hindi"],
  ["Karnataka|Hospet", ["होसपेट"], "hindi"],
  ["Tamil Nadu|Ooty", ["ऊटी"], "hindi"],
  ["Andaman and Nicobar Islands|Port Blair", ["पोर्ट ब्लेयर"], "hindi"],
  ["Madhya Pradesh|Hoshangabad", ["होशंगाबाद"], "hindi"],
];

/**
 * Other spellings of large cities people type (a vowel or a letter more or less, an English
 * spelling of an older pronunciation): our own list, each checked by the unit test of typed
 * places to reach the city and no other place.
 */
export const SPELLINGS: readonly OtherNames[] = [
  ["Gujarat|Ahmedabad", ["Ahmadabad", "Ahemdabad"], "spelling"],
  ["Karnataka|Kalaburgi", ["Kalaburagi"], "spelling"],
  ["Tamil Nadu|Kanniyakumari", ["Kanyakumari"], "spelling"],
  ["Andhra Pradesh|Machilipatnam", ["Masulipatnam"], "spelling"],
  ["Andhra Pradesh|Rajahmundry", ["Rajamundry"], "spelling"],
  ["Haryana|Sonipat", ["Sonepat"], "spelling"],
  ["Jammu and Kashmir|Baramula", ["Baramulla"], "spelling"],
  ["Odisha|Bhubaneswar", ["Bhubaneshwar"], "spelling"],
  ["Delhi|New Delhi", ["Nai Dilli"], "spelling"],
  ["Delhi|Delhi", ["Dilli"], "spelling"],
  ["Telangana|Hyderabad", ["Hydrabad", "Bhagyanagar"], "spelling"],
  ["Karnataka|Bengaluru", ["Bengalooru", "Bangaluru"], "spelling"],
  ["Andhra Pradesh|Visakhapatnam", ["Vishakhapatnam", "Vishakapatnam", "Visakapatnam"], "spelling"],
  ["Uttar Pradesh|Lucknow", ["Lakhnau"], "spelling"],
  ["Uttar Pradesh|Meerut", ["Mirat"], "spelling"],
  ["Maharashtra|Nagpur", ["Nagpore"], "spelling"],
  ["Rajasthan|Jaipur", ["Jeypore"], "spelling"],
  ["Tamil Nadu|Coimbatore", ["Kovai"], "spelling"],
  ["West Bengal|Howrah", ["Haora"], "spelling"],
  ["Odisha|Cuttack", ["Katak"], "spelling"],
  ["Madhya Pradesh|Indore", ["Indhore"], "spelling"],
];

/** States' short forms and old names: "Lucknow, UP", "Cuttack, Orissa". */
export const STATE_OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  "Andhra Pradesh": ["AP"],
  "Arunachal Pradesh": ["Arunachal"],
  Assam: ["Asom"],
  Bihar: ["BR"],
  Chhattisgarh: ["CG", "Chattisgarh"],
  Delhi: ["NCT", "DL", "New Delhi"],
  Goa: ["GA"],
  Gujarat: ["GJ", "Gujrat"],
  Haryana: ["HR"],
  "Himachal Pradesh": ["HP", "Himachal"],
  "Jammu and Kashmir": ["JK", "J&K", "Kashmir", "Jammu & Kashmir"],
  Jharkhand: ["JH"],
  Karnataka: ["KA", "Mysore State"],
  Kerala: ["KL"],
  "Madhya Pradesh": ["MP"],
  Maharashtra: ["MH"],
  Odisha: ["Orissa", "OD", "OR"],
  Puducherry: ["Pondicherry", "PY"],
  Punjab: ["PB"],
  Rajasthan: ["RJ"],
  "Tamil Nadu": ["TN", "Tamilnadu"],
  Telangana: ["TS", "TG"],
  "Uttar Pradesh": ["UP", "United Provinces"],
  Uttarakhand: ["UK", "UA", "Uttaranchal"],
  "West Bengal": ["WB", "Bengal"],
};

/** Countries' short and everyday names, by their ISO code: "London, UK", "Houston, USA". */
export const COUNTRY_OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  GB: ["UK", "Britain", "Great Britain", "England", "Scotland", "Wales", "Northern Ireland"],
  US: ["USA", "US", "America", "United States of America"],
  AE: ["UAE"],
};
