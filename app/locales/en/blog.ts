// The blog pages: the list of articles, an article, and the cards the home page shows too.
export default {
  messages: {
    empty: "No blogs available at the moment. Please check back later.",
    failed: "Error: {{message}}. Please try again later.",
    notFound: "Blog not found. Please check the URL.",
    contentMissing: "Blog content not available.",
    invalidDate: "Invalid date.",
  },
  list: {
    title: "Astrology Blogs",
    lead: "Articles on Vedic astrology, festivals, remedies and everyday guidance from our experts.",
    pagesLabel: "Blog pages",
    metaTitle: "{{brand}} - Astrology Blogs",
    metaTitlePaged: "{{brand}} - Astrology Blogs (page {{page}})",
    metaDescription: "Read astrology articles on Vedic remedies, planetary transits, festivals and numerology from {{brand}}'s experts.",
    metaDescriptionPaged:
      "Read astrology articles on Vedic remedies, planetary transits, festivals and numerology from {{brand}}'s experts, page {{page}}.",
    keywords: "astrology blog, vedic astrology, horoscope articles, remedies, festivals",
  },
  article: {
    allBlogs: "Blogs",
    byline: "By {{author}}",
    backToAll: "← All blogs",
    browseAll: "Browse all blogs",
    failed: "Something went wrong",
    metaNotFound: "{{brand}} - Blog not found",
  },
  pagination: { previous: "Previous", next: "Next", page: "page", pageNumber: "Page" },
} as const;
