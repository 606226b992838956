import type en from "../en/festival";
import type { Translation } from "../translation";

const festival: Translation<typeof en> = {
  eyebrow: "त्योहार कैलेंडर {{year}}",
  previousMonth: "पिछला महीना:",
  nextMonth: "अगला महीना:",
  monthsOf: "{{year}} के महीने",
  none: "{{month}} {{year}} में कोई त्योहार सूची में नहीं है।",
  listLabel: "{{month}} {{year}} के त्योहार",
  dateNote: "तारीख के बारे में:",
  download: "{{month}} {{year}} के त्योहार अपने कैलेंडर में जोड़ें (.ics)",
  otherYears: "दूसरे वर्ष",
  inOtherYears: "दूसरे वर्षों में {{month}}:",
  seo: {
    title: "{{month}} {{year}} त्योहार कैलेंडर: भारतीय त्योहार और उनकी तारीखें",
    fallbackTitle: "{{brand}} - त्योहार कैलेंडर",
    description: "{{month}} {{year}} का त्योहार कैलेंडर: {{list}} की तारीखें और पूरी जानकारी।",
    descriptionEmpty: "{{month}} {{year}} का त्योहार कैलेंडर: इस महीने के भारतीय त्योहार और उनकी तारीखें।",
    andMore: "{{names}} और कई दूसरे भारतीय त्योहारों",
    and: "{{names}} और {{last}}",
    keywords: "{{month}} {{year}} के त्योहार, त्योहार कैलेंडर {{year}}, हिंदू त्योहार, भारतीय त्योहार",
    keywordsThisMonth: "{{month}} {{year}} के त्योहार, त्योहार कैलेंडर {{year}}, भारतीय त्योहार {{year}}, हिंदू त्योहार, त्योहारों की तारीखें",
  },
  india: "भारत",
  calendarName: "{{brand}} त्योहार – {{month}} {{year}}",
};

export default festival;
