import type en from "../en/blog";
import type { Translation } from "../translation";

const blog: Translation<typeof en> = {
  messages: {
    empty: "अभी कोई लेख उपलब्ध नहीं है। कृपया कुछ समय बाद फिर देखें।",
    failed: "गड़बड़ी: {{message}}। कृपया कुछ देर बाद फिर से कोशिश करें।",
    notFound: "लेख नहीं मिला। कृपया पता जाँच लें।",
    contentMissing: "इस लेख की सामग्री उपलब्ध नहीं है।",
    invalidDate: "तारीख सही नहीं है।",
  },
  list: {
    title: "ज्योतिष लेख",
    lead: "वैदिक ज्योतिष, त्योहारों, उपायों और रोज़मर्रा के मार्गदर्शन पर हमारे विशेषज्ञों के लेख।",
    pagesLabel: "लेखों के पेज",
    metaTitle: "{{brand}} - ज्योतिष लेख",
    metaTitlePaged: "{{brand}} - ज्योतिष लेख (पेज {{page}})",
    metaDescription: "{{brand}} के विशेषज्ञों के ज्योतिष लेख पढ़ें: वैदिक उपाय, ग्रहों का गोचर, त्योहार और अंक ज्योतिष।",
    metaDescriptionPaged: "{{brand}} के विशेषज्ञों के ज्योतिष लेख पढ़ें: वैदिक उपाय, ग्रहों का गोचर, त्योहार और अंक ज्योतिष (पेज {{page}})।",
    keywords: "ज्योतिष लेख, वैदिक ज्योतिष, राशिफल, ज्योतिष उपाय, त्योहार",
  },
  article: {
    allBlogs: "लेख",
    byline: "लेखक: {{author}}",
    backToAll: "← सभी लेख",
    browseAll: "सभी लेख देखें",
    failed: "कुछ गड़बड़ हो गई",
    metaNotFound: "{{brand}} - लेख नहीं मिला",
  },
  pagination: {
    previous: "पिछला",
    next: "अगला",
    page: "पेज",
    pageNumber: "पेज",
  },
};

export default blog;
