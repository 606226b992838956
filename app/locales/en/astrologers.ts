import {
  astrologerListMessages,
  KNOWN_LANGUAGES,
  KNOWN_SPECIALIZATIONS,
  LIST_PAGE_COPY,
  listSeoMessages,
  ratingMessages,
  SORT_LABELS,
} from "~/domain/astrologer-list";
import { paginationWords } from "~/domain/pagination";

// The Call and Chat lists: their pages, filters, cards and ratings.
export default {
  list: astrologerListMessages,
  page: LIST_PAGE_COPY,
  seo: listSeoMessages,
  sort: SORT_LABELS,
  rating: ratingMessages,
  languages: KNOWN_LANGUAGES,
  specializations: KNOWN_SPECIALIZATIONS,
  filters: {
    title: "Filter and sort",
    formLabel: "Filter and sort astrologers",
    language: "Language",
    allLanguages: "All languages",
    specialization: "Specialisation",
    allSpecializations: "All specialisations",
    sort: "Sort by",
    apply: "Apply",
  },
  results: {
    showing_one: "Showing {{first}}–{{last}} of {{count}} astrologer",
    showing_other: "Showing {{first}}–{{last}} of {{count}} astrologers",
    retry: "Retry",
    pages: "Pages",
  },
  pagination: paginationWords,
  card: {
    photoAlt: "Photo of {{name}}",
    age: "{{age}} yr",
    experience_one: "Experience: {{count}} year",
    experience_other: "Experience: {{count}} years",
    orders_one: "{{number}} order",
    orders_other: "{{number}} orders",
    rate: "₹{{rate}}/min",
    // The offer and the rate as one line; <free> and <rate> are the card's badges.
    price: "First {{minutes}} min <free>FREE</free>, then <rate>{{rate}}</rate>",
    call: "Call",
    callName: "Call {{name}}",
    chat: "Chat",
    chatName: "Chat with {{name}}",
    gender: {
      male: "Male",
      female: "Female",
      other: "Other",
      nonBinary: "Non-Binary",
      notSaid: "Prefer Not To Say",
    },
  },
  callBanner: "Call an astrologer: your first 5 minutes are free",
} as const;
