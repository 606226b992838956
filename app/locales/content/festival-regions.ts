// Where a festival is kept, in Hindi: the Hindi of each region line the seeded and computed
// calendars write in English, one translation for a line in every year (place names as Hindi
// atlases and newspapers write them). A line an administrator writes has its own Hindi column.

export const FESTIVAL_REGIONS_HI: Readonly<Record<string, string>> = {
  "Andhra Pradesh, Telangana, Karnataka, Maharashtra, Goa": "आंध्र प्रदेश, तेलंगाना, कर्नाटक, महाराष्ट्र, गोवा",
  "Andhra Pradesh, Telangana, Karnataka, Odisha": "आंध्र प्रदेश, तेलंगाना, कर्नाटक, ओडिशा",
  "Bihar, Jharkhand, eastern Uttar Pradesh, Delhi": "बिहार, झारखंड, पूर्वी उत्तर प्रदेश, दिल्ली",
  "Karnataka, Andhra Pradesh, Telangana, Tamil Nadu": "कर्नाटक, आंध्र प्रदेश, तेलंगाना, तमिलनाडु",
  Kerala: "केरल",
  "Maharashtra (Mumbai), Gujarat": "महाराष्ट्र (मुंबई), गुजरात",
  "Maharashtra (Mumbai, Pune), Goa, Karnataka": "महाराष्ट्र (मुंबई, पुणे), गोवा, कर्नाटक",
  "Maharashtra (Pandharpur), Karnataka, pan-India": "महाराष्ट्र (पंढरपुर), कर्नाटक और पूरे भारत में",
  "Maharashtra, Goa, Karnataka, Andhra Pradesh, Telangana": "महाराष्ट्र, गोवा, कर्नाटक, आंध्र प्रदेश, तेलंगाना",
  "Maharashtra, Karnataka, Gujarat, Andhra Pradesh, Telangana": "महाराष्ट्र, कर्नाटक, गुजरात, आंध्र प्रदेश, तेलंगाना",
  "Nagaland (Kisama, near Kohima)": "नगालैंड (कोहिमा के पास किसामा)",
  "North India; Uttar Pradesh, Delhi, Haryana, Rajasthan": "उत्तर भारत; उत्तर प्रदेश, दिल्ली, हरियाणा, राजस्थान",
  "North India; Prayagraj, Haridwar, Varanasi": "उत्तर भारत; प्रयागराज, हरिद्वार, वाराणसी",
  "North and Central India": "उत्तर और मध्य भारत",
  "North and East India; Saraswati Puja in Bengal, Odisha, Bihar, Assam": "उत्तर और पूर्वी भारत; बंगाल, ओडिशा, बिहार और असम में सरस्वती पूजा",
  "North and West India": "उत्तर और पश्चिम भारत",
  "North and West India; Mathura, Gujarat": "उत्तर और पश्चिम भारत; मथुरा, गुजरात",
  "Odisha (Puri), also Ahmedabad and Kolkata": "ओडिशा (पुरी), अहमदाबाद और कोलकाता में भी",
  "Pan-India": "पूरे भारत में",
  "Pan-India, strongest in the North and West": "पूरे भारत में, सबसे अधिक उत्तर और पश्चिम भारत में",
  "Pan-India; Ayudha Puja in Karnataka, Tamil Nadu, Kerala": "पूरे भारत में; कर्नाटक, तमिलनाडु और केरल में आयुध पूजा",
  "Pan-India; Bengal, Odisha, Gujarat": "पूरे भारत में; बंगाल, ओडिशा, गुजरात",
  "Pan-India; Bhau Beej in Maharashtra, Bhai Phonta in Bengal": "पूरे भारत में; महाराष्ट्र में भाऊ बीज, बंगाल में भाई फोंटा",
  "Pan-India; Bihar, Uttar Pradesh, Sikkim, Ladakh, Maharashtra": "पूरे भारत में; बिहार, उत्तर प्रदेश, सिक्किम, लद्दाख, महाराष्ट्र",
  "Pan-India; Dol Jatra in Bengal and Odisha": "पूरे भारत में; बंगाल और ओडिशा में दोल यात्रा",
  "Pan-India; Gaya, Varanasi": "पूरे भारत में; गया, वाराणसी",
  "Pan-India; Goa, Kerala, the North-East, Kolkata": "पूरे भारत में; गोवा, केरल, पूर्वोत्तर, कोलकाता",
  "Pan-India; Gujarat, North India": "पूरे भारत में; गुजरात, उत्तर भारत",
  "Pan-India; Gujarat, Rajasthan, Bihar (Pawapuri)": "पूरे भारत में; गुजरात, राजस्थान, बिहार (पावापुरी)",
  "Pan-India; Kerala, Goa, the North-East": "पूरे भारत में; केरल, गोवा, पूर्वोत्तर",
  "Pan-India; Kullu, Mysuru, Kota": "पूरे भारत में; कुल्लू, मैसूरु, कोटा",
  "Pan-India; Kurukshetra (Haryana)": "पूरे भारत में; कुरुक्षेत्र (हरियाणा)",
  "Pan-India; Lucknow, Hyderabad, Kolkata, Mumbai": "पूरे भारत में; लखनऊ, हैदराबाद, कोलकाता, मुंबई",
  "Pan-India; Maharashtra, Karnataka, Uttar Pradesh": "पूरे भारत में; महाराष्ट्र, कर्नाटक, उत्तर प्रदेश",
  "Pan-India; Punjab, Delhi, Haryana": "पूरे भारत में; पंजाब, दिल्ली, हरियाणा",
  "Pan-India; Uttarayan in Gujarat, Magh Bihu in Assam, Khichdi in Uttar Pradesh and Bihar":
    "पूरे भारत में; गुजरात में उत्तरायण, असम में माघ बिहू, उत्तर प्रदेश और बिहार में खिचड़ी",
  "Pan-India; West Bengal, Odisha, Assam, Bihar": "पूरे भारत में; पश्चिम बंगाल, ओडिशा, असम, बिहार",
  "Prayagraj, Uttar Pradesh": "प्रयागराज, उत्तर प्रदेश",
  "Punjab, Delhi (Gurdwara Sis Ganj Sahib)": "पंजाब, दिल्ली (गुरुद्वारा शीशगंज साहिब)",
  "Punjab, Haryana, Delhi, Bihar (Patna Sahib)": "पंजाब, हरियाणा, दिल्ली, बिहार (पटना साहिब)",
  "Punjab, Haryana, Himachal Pradesh, Delhi": "पंजाब, हरियाणा, हिमाचल प्रदेश, दिल्ली",
  "Punjab, Haryana, Himachal Pradesh, Delhi, Jammu": "पंजाब, हरियाणा, हिमाचल प्रदेश, दिल्ली, जम्मू",
  "Punjab, Haryana, Rajasthan, Uttar Pradesh, Delhi": "पंजाब, हरियाणा, राजस्थान, उत्तर प्रदेश, दिल्ली",
  "Punjab, Uttar Pradesh (Varanasi), Haryana": "पंजाब, उत्तर प्रदेश (वाराणसी), हरियाणा",
  "Rajasthan (Udaipur, Chittorgarh, Haldighati)": "राजस्थान (उदयपुर, चित्तौड़गढ़, हल्दीघाटी)",
  "Rajasthan, Gujarat, Uttar Pradesh, Madhya Pradesh, Haryana": "राजस्थान, गुजरात, उत्तर प्रदेश, मध्य प्रदेश, हरियाणा",
  "Rajasthan, Uttar Pradesh, Haryana, Madhya Pradesh, Bihar": "राजस्थान, उत्तर प्रदेश, हरियाणा, मध्य प्रदेश, बिहार",
  "Sikkim, Arunachal Pradesh, Himachal Pradesh (Dharamshala), Darjeeling": "सिक्किम, अरुणाचल प्रदेश, हिमाचल प्रदेश (धर्मशाला), दार्जिलिंग",
  "Tamil Nadu, Kerala": "तमिलनाडु, केरल",
  "Tamil Nadu, Puducherry": "तमिलनाडु, पुदुच्चेरी",
  "Uttar Pradesh (Ayodhya), Bihar (Mithila), Nepal (Janakpur)": "उत्तर प्रदेश (अयोध्या), बिहार (मिथिला), नेपाल (जनकपुर)",
  "Uttar Pradesh (Varanasi)": "उत्तर प्रदेश (वाराणसी)",
  "Uttar Pradesh (Varanasi), Madhya Pradesh, Punjab, Chhattisgarh": "उत्तर प्रदेश (वाराणसी), मध्य प्रदेश, पंजाब, छत्तीसगढ़",
  "Uttar Pradesh, Bihar, Jharkhand, Rajasthan, Madhya Pradesh": "उत्तर प्रदेश, बिहार, झारखंड, राजस्थान, मध्य प्रदेश",
  "Uttar Pradesh, Bihar, Madhya Pradesh, Odisha": "उत्तर प्रदेश, बिहार, मध्य प्रदेश, ओडिशा",
  "Uttarakhand (Haridwar, Rishikesh), Uttar Pradesh (Varanasi, Prayagraj), Bihar":
    "उत्तराखंड (हरिद्वार, ऋषिकेश), उत्तर प्रदेश (वाराणसी, प्रयागराज), बिहार",
  "West Bengal, Odisha, Assam, Tripura, Bihar, Jharkhand": "पश्चिम बंगाल, ओडिशा, असम, त्रिपुरा, बिहार, झारखंड",
  "West Bengal, Odisha, Bihar, Jharkhand, Assam, Tripura": "पश्चिम बंगाल, ओडिशा, बिहार, झारखंड, असम, त्रिपुरा",
  "West Bengal, Tripura": "पश्चिम बंगाल, त्रिपुरा",
  "West Bengal, Tripura, Assam": "पश्चिम बंगाल, त्रिपुरा, असम",
};

/** A region line's Hindi, or null for a line not in the table. */
export function regionsInHindi(regions: string | null | undefined): string | null {
  return regions ? (FESTIVAL_REGIONS_HI[regions] ?? null) : null;
}

/** Seeded festivals with the Hindi of their region lines (a line not in the table keeps none). */
export function withRegionsInHindi<T extends { regions?: string; regionsHi?: string }>(festivals: readonly T[]): T[] {
  return festivals.map((festival) => {
    const regionsHi = festival.regionsHi ?? regionsInHindi(festival.regions);
    return regionsHi ? { ...festival, regionsHi } : festival;
  });
}
