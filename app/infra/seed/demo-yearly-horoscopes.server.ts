// DEMO CONTENT. Generated yearly horoscope texts so the yearly horoscope pages have
// something to show until an administrator publishes a real text for the year. They are
// assembled from general phrases and each sign's traditional traits (ruling planet,
// strengths, things to watch), not written by an astrologer for that year. On purpose they
// state no planetary positions, transit dates or eclipses: they speak only of the year's
// rhythm, its quarters and the qualities tradition gives each sign's ruling planet. Like the
// 2025 text they offer guidance, never promises, and send readers to a doctor or a qualified
// adviser for health and money decisions.

import type { YearlyHoroscope } from "~/domain/yearly-horoscope";

type SignTraits = {
  /** The site's yearly URL slug ('tauras', sic, for Taurus). */
  slug: string;
  name: string;
  /** Vedic (rashi) name, as in the 2025 keywords. */
  rashi: string;
  /** Vedic lord of the sign. */
  ruler: string;
  /** The weekday traditionally given to the ruler. */
  day: string;
  /** What tradition says the ruler stands for. */
  rulerGift: string;
  /** "a fire sign", "an earth sign", ... */
  element: string;
  /** Unique across signs. */
  strengths: [string, string, string];
  /** Nouns that read after "watch for", "keep ... in check". */
  watch: [string, string];
  /** Parts of the body tradition links with the sign. */
  body: string;
  /** Follows "you". */
  loveStyle: string;
  fields: string;
  mantra: string;
  donation: string;
  /** An imperative sentence, unique across signs. */
  practice: string;
  colour: string;
};

const signs: SignTraits[] = [
  {
    slug: "aries",
    name: "Aries",
    rashi: "Mesha",
    ruler: "Mars",
    day: "Tuesday",
    rulerGift: "energy, courage and the will to act",
    element: "a fire sign",
    strengths: ["courage", "quick thinking", "enthusiasm"],
    watch: ["impatience", "haste"],
    body: "the head and eyes",
    loveStyle: "lead with passion and say what you feel",
    fields: "sport, engineering, defence, sales and entrepreneurship",
    mantra: "Om Angarakaya Namah",
    donation: "red lentils or jaggery",
    practice: "Recite the Hanuman Chalisa on Tuesday evenings",
    colour: "red",
  },
  {
    slug: "tauras",
    name: "Taurus",
    rashi: "Vrishabha",
    ruler: "Venus",
    day: "Friday",
    rulerGift: "harmony, comfort and an eye for beauty",
    element: "an earth sign",
    strengths: ["steadiness", "practical sense", "loyalty"],
    watch: ["stubbornness", "resistance to change"],
    body: "the throat and neck",
    loveStyle: "show love through loyalty, comfort and quiet reliability",
    fields: "finance, agriculture, design, hospitality and the arts",
    mantra: "Om Shukraya Namah",
    donation: "rice, curd, sugar or white cloth",
    practice: "Light a ghee lamp for Goddess Lakshmi on Friday evenings",
    colour: "white",
  },
  {
    slug: "gemini",
    name: "Gemini",
    rashi: "Mithun",
    ruler: "Mercury",
    day: "Wednesday",
    rulerGift: "intelligence, speech and skill in trade",
    element: "an air sign",
    strengths: ["curiosity", "way with words", "adaptability"],
    watch: ["scattered focus", "overthinking"],
    body: "the shoulders, arms and lungs",
    loveStyle: "need conversation, humour and a partner who keeps you curious",
    fields: "media, writing, teaching, sales and technology",
    mantra: "Om Budhaya Namah",
    donation: "whole green moong dal or fresh green vegetables",
    practice: "Offer durva grass and modak to Lord Ganesha on Wednesdays",
    colour: "green",
  },
  {
    slug: "cancer",
    name: "Cancer",
    rashi: "Kark",
    ruler: "the Moon",
    day: "Monday",
    rulerGift: "feeling, memory and nourishment",
    element: "a water sign",
    strengths: ["intuition", "caring nature", "emotional insight"],
    watch: ["moodiness", "oversensitivity"],
    body: "the chest and stomach",
    loveStyle: "love protectively and remember every kindness",
    fields: "care work, hospitality, food, property and teaching",
    mantra: "Om Chandraya Namah",
    donation: "rice, milk or white sweets",
    practice: "Offer water or milk to a Shiva linga on Monday mornings",
    colour: "silver or white",
  },
  {
    slug: "leo",
    name: "Leo",
    rashi: "Simha",
    ruler: "the Sun",
    day: "Sunday",
    rulerGift: "vitality, dignity and a clear sense of purpose",
    element: "a fire sign",
    strengths: ["confidence", "generosity", "creative spark"],
    watch: ["pride", "approval-seeking"],
    body: "the heart and spine",
    loveStyle: "love generously and like to make the people you care about feel special",
    fields: "leadership, government, entertainment and the creative industries",
    mantra: "Om Suryaya Namah",
    donation: "wheat or jaggery",
    practice: "Offer water to the rising Sun from a copper vessel each morning",
    colour: "saffron or gold",
  },
  {
    slug: "virgo",
    name: "Virgo",
    rashi: "Kanya",
    ruler: "Mercury",
    day: "Wednesday",
    rulerGift: "intelligence, analysis and careful speech",
    element: "an earth sign",
    strengths: ["eye for detail", "sense of order", "helpful nature"],
    watch: ["perfectionism", "self-criticism"],
    body: "the digestive system",
    loveStyle: "show care through practical help and attention to small needs",
    fields: "healthcare, accounting, analysis, editing and research",
    mantra: "Om Budhaya Namah",
    donation: "green fodder for cows or green moong dal",
    practice: "Offer tulsi leaves to Lord Vishnu on Wednesdays",
    colour: "green",
  },
  {
    slug: "libra",
    name: "Libra",
    rashi: "Tula",
    ruler: "Venus",
    day: "Friday",
    rulerGift: "harmony, grace and the art of partnership",
    element: "an air sign",
    strengths: ["sense of fairness", "diplomacy", "charm"],
    watch: ["indecision", "people-pleasing"],
    body: "the lower back and kidneys",
    loveStyle: "seek balance, grace and a true partnership of equals",
    fields: "law, design, diplomacy, fashion and client relations",
    mantra: "Om Shukraya Namah",
    donation: "white sweets, rice or sugar",
    practice: "Offer white flowers to Goddess Durga on Fridays",
    colour: "white or pale blue",
  },
  {
    slug: "scorpio",
    name: "Scorpio",
    rashi: "Vrishchik",
    ruler: "Mars",
    day: "Tuesday",
    rulerGift: "drive, endurance and the courage to face hard truths",
    element: "a water sign",
    strengths: ["determination", "depth of focus", "resourcefulness"],
    watch: ["suspicion", "grudge-holding"],
    body: "the lower abdomen and reproductive system",
    loveStyle: "love deeply and value trust above almost everything",
    fields: "research, investigation, medicine, insurance and finance",
    mantra: "Om Bhaumaya Namah",
    donation: "red lentils or sweets",
    practice: "Offer red flowers and sindoor to Lord Hanuman on Tuesdays",
    colour: "maroon or red",
  },
  {
    slug: "sagittarius",
    name: "Sagittarius",
    rashi: "Dhanu",
    ruler: "Jupiter",
    day: "Thursday",
    rulerGift: "wisdom, faith and generosity",
    element: "a fire sign",
    strengths: ["optimism", "love of learning", "honesty"],
    watch: ["overpromising", "restlessness"],
    body: "the hips, thighs and liver",
    loveStyle: "need freedom, honesty and a partner who shares your sense of adventure",
    fields: "teaching, law, travel, publishing and consultancy",
    mantra: "Om Gurave Namah",
    donation: "chana dal, turmeric or bananas",
    practice: "Offer yellow flowers to Lord Vishnu on Thursdays and seek the blessings of a teacher",
    colour: "yellow",
  },
  {
    slug: "capricorn",
    name: "Capricorn",
    rashi: "Makar",
    ruler: "Saturn",
    day: "Saturday",
    rulerGift: "patience, structure and the rewards of steady effort",
    element: "an earth sign",
    strengths: ["discipline", "patience", "sense of responsibility"],
    watch: ["overwork", "rigidity"],
    body: "the knees, bones and joints",
    loveStyle: "show commitment through actions more than words",
    fields: "administration, engineering, construction, banking and management",
    mantra: "Om Shanaishcharaya Namah",
    donation: "black sesame seeds, mustard oil or blankets",
    practice: "Light a mustard-oil lamp under a peepal tree on Saturday evenings",
    colour: "dark blue",
  },
  {
    slug: "aquarius",
    name: "Aquarius",
    rashi: "Kumbh",
    ruler: "Saturn",
    day: "Saturday",
    rulerGift: "discipline, fairness and service to others",
    element: "an air sign",
    strengths: ["originality", "independent thinking", "humanitarian outlook"],
    watch: ["detachment", "contrarianism"],
    body: "the ankles, shins and circulation",
    loveStyle: "value friendship at the heart of any romance",
    fields: "technology, science, social work and any field built on new ideas",
    mantra: "Om Sham Shanaishcharaya Namah",
    donation: "black urad dal or warm clothing",
    practice: "Serve a meal to workers or elders on Saturdays and recite the Shani Chalisa",
    colour: "navy blue",
  },
  {
    slug: "pisces",
    name: "Pisces",
    rashi: "Meen",
    ruler: "Jupiter",
    day: "Thursday",
    rulerGift: "wisdom, compassion and spiritual insight",
    element: "a water sign",
    strengths: ["compassion", "imagination", "gentle sensitivity"],
    watch: ["escapism", "vagueness"],
    body: "the feet and the lymphatic system",
    loveStyle: "love with imagination and an open heart",
    fields: "the healing professions, the arts, music, spiritual work and charities",
    mantra: "Om Brihaspataye Namah",
    donation: "yellow sweets, saffron or books for students",
    practice: "Water a banana plant on Thursday mornings and light a lamp at a Vishnu temple",
    colour: "yellow",
  },
];

/** What a phrase needs: the sign, the year and the year's ordering of the sign's traits. */
type Ctx = {
  s: SignTraits;
  year: number;
  /** The sign's strengths, rotated by year. */
  st: [string, string, string];
  /** The sign's things to watch, swapped by year. */
  w: [string, string];
  /** The ruler with a capital letter, for the start of a sentence. */
  Ruler: string;
};

type Phrase = (c: Ctx) => string;

const introOpenings: Phrase[] = [
  ({ s, year, st, Ruler }) =>
    `For ${s.name}, ${year} is shaped less by sudden turns than by the steady rhythm you set for yourself. ${Ruler}, your ruling planet, stands for ${s.rulerGift}, and those qualities run through the year: your ${st[0]} opens doors in the early months, and your ${st[1]} keeps you moving once the first excitement settles.`,
  ({ s, year, st }) =>
    `${year} invites ${s.name} to build on what you already do well. Your ${st[0]} and your ${st[1]} are the qualities astrologers most often associate with your sign, and this year rewards using them patiently rather than all at once. Think of the twelve months as a sequence of seasons, each asking for a slightly different kind of effort.`,
  ({ s, st, Ruler }) =>
    `The year ahead has a practical, grounded feel for ${s.name}. ${Ruler}, the planet that rules your sign, is traditionally linked with ${s.rulerGift}, and you may notice those themes in the choices that come your way. Your ${st[2]} is likely to be noticed by people who matter, especially when you show it consistently rather than only when the stakes are high.`,
  ({ s, year, st }) =>
    `Read ${year} as a year of steady, deliberate growth for ${s.name}. As ${s.element}, you have instincts of your own about when to act and when to wait, and this year gives them room to work. Your ${st[1]} will carry you a long way, provided you pace yourself through the busier quarters.`,
];

const introRhythms: Phrase[] = [
  ({ s, w }) =>
    `The first quarter suits planning and tidying up unfinished business. Around the middle of the year the pace tends to pick up, and this is when ${s.name}'s tendency towards ${w[0]} may resurface; notice it early and you can turn that energy into useful focus instead of friction. The closing months favour consolidation, gratitude and time with the people who have supported you.`,
  ({ s, w }) =>
    `Every year has its own rhythm, and for ${s.name} this one seems to move in waves: bursts of activity followed by quieter stretches that are just as valuable. Use the quiet spells to rest and review rather than to worry. The main thing to watch is ${w[0]}, which can creep in when you are tired or under pressure.`,
  ({ s, w }) =>
    `Expect the year to reward consistency over brilliance. The months around the middle of the year may bring a decision that tests your patience, and ${s.name} does best by gathering the facts before committing. Keep an eye on ${w[1]}: it is not a flaw to be ashamed of, just a habit worth catching before it starts making choices for you.`,
  ({ s, w }) =>
    `As the seasons turn, ${s.name} may find that priorities shift more than plans do. What felt urgent in the opening months can look less important by the last quarter, so hold your goals firmly and your methods loosely. When you notice ${w[0]} creeping in, treat it as a signal to pause, breathe and ask what you actually need.`,
];

const introGuidance: Phrase[] = [
  ({ s }) =>
    `As with any yearly reading, these notes describe broad tendencies for ${s.name} as a whole. Your own birth chart, your running dasha and, above all, your own choices decide how the year unfolds, so use this as a gentle guide rather than a forecast of fixed events.`,
  ({ s }) =>
    `Treat this reading as general guidance for everyone born under ${s.name}, not a prediction for you in particular. A personal consultation with an astrologer, based on your full birth chart, can say far more about your own year than any sign-level overview.`,
  ({ s, year }) =>
    `Whatever the year brings, ${s.name}, remember that astrology describes tendencies and tradition, never certainties. Your effort, your relationships and your good judgement remain the strongest influences on how ${year} turns out.`,
];

/** Closes the second intro paragraph when the intro has only two. */
const shortGuidance = " As always, your full birth chart says more about your own year than any sign-level reading can.";

const loveBonds: Phrase[] = [
  ({ s, year }) =>
    `In matters of the heart, you ${s.loveStyle}, and ${year} rewards that warmth when it is paired with patience. For ${s.name} in a relationship, the early part of the year suits open conversations about shared plans, while the later months favour simple time together: a meal, a walk, an evening without screens.`,
  ({ s }) =>
    `Relationships are a place of quiet growth for ${s.name} this year. You ${s.loveStyle}, and your partner is likely to respond warmly when you also make room for their pace and their point of view. Small, regular gestures will say more than any grand declaration.`,
  ({ s, year, w }) =>
    `For couples, ${year} looks like a year for ${s.name} to deepen rather than dramatise. You ${s.loveStyle}; let that show in everyday kindness, and be careful that ${w[1]} does not turn a small disagreement into a long silence.`,
  ({ s }) =>
    `Love asks ${s.name} for steadiness this year. Because you ${s.loveStyle}, you may expect others to read your feelings without being told. Say what you need plainly and kindly, and listen just as carefully to the answer.`,
];

const loveCircles: Phrase[] = [
  ({ s, st }) =>
    `If you are single, ${s.name}, new connections are more likely to grow out of friendships, shared interests or introductions through family than out of chance encounters. Let interest build over a few months; your ${st[0]} is attractive, and there is no need to decide everything at the first meeting.`,
  ({ s }) =>
    `Single ${s.name} natives may find that the middle of the year brings more social invitations than usual, so say yes to the ones that feel genuine. For everyone, family conversations go better when you listen first, and an elder or a sibling may appreciate a little more of your time.`,
  ({ s, st }) =>
    `For unattached ${s.name}, the year favours honesty over strategy: be yourself, and the right people will recognise your ${st[1]}. Those thinking about marriage may wish to involve family early and, if it matters to you, ask an astrologer to look at your individual chart rather than relying on a sign-level reading.`,
  ({ s, year }) =>
    `Friendships carry unusual weight for ${s.name} in ${year}, and a friend may become a confidant, a collaborator or, for some, something more. Keep promises to the people close to you, even small ones; trust built in ordinary weeks is what carries a relationship through the busier seasons.`,
];

const careerWork: Phrase[] = [
  ({ s, year, st }) =>
    `At work, ${year} rewards ${s.name} for doing fewer things well. Your ${st[0]} is your strongest professional asset, and people in ${s.fields} may find it especially valued. Set one or two clear goals in the first quarter and review them at midyear; steady progress counts for more than a dramatic change of direction.`,
  ({ s, Ruler }) =>
    `Career matters move at a measured pace for ${s.name} this year, which suits careful planning. ${Ruler}'s association with ${s.rulerGift} is a useful reminder of how you work best. Those in ${s.fields} may be offered more responsibility; accept it if you can keep your balance, and say so honestly if you cannot.`,
  ({ s, w }) =>
    `Professionally, ${s.name} may find that the year opens through people rather than paperwork. Colleagues, mentors and former clients can point you towards useful openings, particularly in ${s.fields}. Keep ${w[1]} in check during negotiations, and write down what is agreed so that good intentions become clear commitments.`,
  ({ s, year, st }) =>
    `If you have been thinking about a new role or a new skill, ${year} is a reasonable year for ${s.name} to prepare for it carefully. A short course, a certification or a side project can give your ${st[2]} a new outlet without putting what you already have at risk. Look for chances to show your work to the people who make decisions, and keep a record of what you achieve.`,
];

const careerMoney: Phrase[] = [
  ({ s }) =>
    `Financially, this is a year for ${s.name} to favour steady saving over quick gains. Build a small cushion early, review regular expenses every quarter and be wary of tips that promise fast returns. For investments, loans or tax questions, rely on a qualified financial adviser rather than on any horoscope.`,
  ({ s }) =>
    `Money matters go most smoothly for ${s.name} when your records are in order. Plan larger purchases for a time when your budget has room rather than acting on impulse, and avoid lending sizeable sums without clear terms. Any significant financial decision deserves the advice of a qualified professional who knows your circumstances.`,
  ({ s }) =>
    `On the financial side, ${s.name} may find that expenses and earnings both rise and fall with the year's rhythm. Spending on learning, health or tools for your work is likely to feel worthwhile; spending to impress others is not. Talk big commitments through with family, and check investment choices with a qualified adviser.`,
  ({ s, year }) =>
    `${s.name} tends to handle money best with a plan, and ${year} is a good time to write one. Set something aside for emergencies, keep shared finances transparent and sleep on any large purchase before you commit. A qualified financial adviser, not a horoscope, should guide any investment, loan or insurance decision.`,
];

const healthBody: Phrase[] = [
  ({ s }) =>
    `Astrological tradition associates ${s.name} with ${s.body}, so give those areas a little extra care this year through regular movement, good posture and enough rest. Keep meals simple and regular during busy stretches. Anything that persists or worries you deserves a doctor's attention; routines and remedies support good health but never replace medical care.`,
  ({ s, year }) =>
    `Health for ${s.name} in ${year} is mostly about rhythm: regular sleep, regular meals and movement you genuinely enjoy. Tradition links your sign with ${s.body}, which makes gentle, consistent care more useful than occasional bursts of effort. See a doctor promptly about any symptom that lingers, and treat astrological advice as a companion to medical care, not a substitute.`,
  ({ s }) =>
    `${s.name} can ignore the body's signals when life gets busy, and this year asks you to listen sooner. Traditional astrology connects your sign with ${s.body}; a daily walk, enough water through the day and an early night when you are tired all help. For any health concern, your doctor is the right person to consult.`,
];

const healthMind: Phrase[] = [
  ({ s, w }) =>
    `On the emotional side, watch for ${w[1]}, which can wear you down if it goes unchecked. A few minutes of pranayama, meditation or quiet prayer each morning gives ${s.name} a steadier start to the day.`,
  ({ s }) =>
    `Rest is part of the work this year. ${s.name} benefits from a regular pause in the week, whether that is time outdoors, a hobby or simply a screen-free evening, and the quieter weeks towards the end of the year are ideal for recharging.`,
  ({ s }) =>
    `Your mind needs as much care as your body. Journalling, prayer or a short breathing practice can help ${s.name} let go of worries that are not yours to carry, and a trusted friend or counsellor is worth talking to if stress builds up.`,
];

const remedyMantras: Phrase[] = [
  ({ s }) =>
    `Chant '${s.mantra}' 108 times on ${s.day} mornings and wear a touch of ${s.colour} that day to honour ${s.ruler}, the ruling planet of ${s.name}.`,
  ({ s }) =>
    `Begin each ${s.day} by chanting '${s.mantra}' 108 times, a traditional way for ${s.name} to strengthen ${s.ruler}, the planet that rules your sign.`,
];

const remedyCharities: Phrase[] = [
  ({ s }) =>
    `On ${s.day}s, give ${s.donation} to a temple or to a family in need; for ${s.name}, charity linked to ${s.ruler} is one of the simplest remedies to keep up all year.`,
  ({ s }) =>
    `Once a month, on a ${s.day}, quietly donate ${s.donation} without fanfare; tradition holds that charity offered this way steadies ${s.ruler} for ${s.name}.`,
];

const remedyPractices: Phrase[] = [
  ({ s, year }) => `${s.practice}, and keep the practice simple enough to continue through the whole of ${year}.`,
  ({ s }) =>
    `${s.practice}; many ${s.name} readers find that a small, regular act of devotion steadies the mind more than an occasional grand one.`,
];

type Faq = { question: Phrase; answers: Phrase[] };

const faqs: Faq[] = [
  {
    question: ({ s, year }) => `What does ${year} hold for ${s.name} in general?`,
    answers: [
      ({ s, year, st }) =>
        `For ${s.name}, ${year} looks like a year of steady progress built on your ${st[0]} and your ${st[1]}. The broad picture favours patient effort, careful planning and good relationships over sudden leaps, and your own birth chart gives a more personal answer than any sign-level reading.`,
      ({ s, year, st }) =>
        `In broad terms, ${year} invites ${s.name} to use your natural ${st[0]} with a little more patience than usual. Expect a busier middle of the year and a calmer close, and remember that individual charts vary widely.`,
    ],
  },
  {
    question: ({ s, year }) => `Is ${year} a good year for ${s.name} to change jobs?`,
    answers: [
      ({ s }) =>
        `It can be, if the move is well planned. ${s.name} does best this year by preparing first: update your skills, talk to people in the field you want to join and have a financial cushion in place before you resign. Avoid deciding in a moment of frustration.`,
      ({ s, st }) =>
        `A change is more likely to succeed if it grows out of careful preparation rather than restlessness. Give yourself a few months to research and network, and lean on your ${st[1]} in interviews and conversations. For ${s.name}, a steady transition usually beats a sudden leap.`,
    ],
  },
  {
    question: ({ s, year }) => `How will love and relationships go for ${s.name} in ${year}?`,
    answers: [
      ({ s }) =>
        `Relationships reward honesty and patience this year. You ${s.loveStyle}, so let your partner see that in everyday kindness. Single ${s.name} natives may find that new connections grow out of friendships or shared interests.`,
      ({ s }) =>
        `The year favours deepening existing bonds and letting new ones develop slowly. For ${s.name}, clear and gentle communication matters more than grand gestures, and a calm conversation settles more than a clever argument.`,
    ],
  },
  {
    question: ({ s, year }) => `What should ${s.name} keep in mind about health in ${year}?`,
    answers: [
      ({ s }) =>
        `Tradition links ${s.name} with ${s.body}, so gentle, regular care of those areas is sensible. Keep sleep and meals regular, and consult a doctor about any symptom that persists; astrological remedies are a support, not a substitute for medical care.`,
      ({ s }) =>
        `Regular routines matter more than dramatic changes for ${s.name}. Make time for rest and movement through the busier quarters, and see a doctor promptly about anything that worries you. Astrology can encourage healthy habits, but medical questions belong with a doctor.`,
    ],
  },
  {
    question: ({ s, year }) => `Which remedies are recommended for ${s.name} in ${year}?`,
    answers: [
      ({ s }) =>
        `Remedies for ${s.name} centre on ${s.ruler}, your ruling planet: chanting '${s.mantra}' on ${s.day}s and giving ${s.donation} to those in need are traditional choices. Consistency matters more than scale, and a personal consultation can suggest remedies suited to your own chart.`,
      ({ s }) =>
        `Tradition suggests that ${s.name} honour ${s.ruler} on ${s.day}s through the mantra '${s.mantra}' and simple acts of charity. Choose one or two practices you can keep up all year rather than many you will soon abandon.`,
    ],
  },
];

const metaDescriptions: Phrase[] = [
  ({ s, year }) =>
    `${s.name} yearly horoscope ${year}: gentle guidance on love, career, money and health for ${s.rashi} rashi, with simple remedies and FAQs.`,
  ({ s, year }) =>
    `Read the ${s.name} horoscope for ${year}: what the year's rhythm means for your relationships, work, finances and wellbeing, plus remedies and FAQs.`,
  ({ s, year }) =>
    `${s.name} yearly horoscope ${year}: a warm guide to love, career, money and health in the year ahead, with ${s.ruler} remedies and answers to common questions.`,
];

type Section = { title: string; paragraphs: Phrase[] };

/** Aries only, as on the 2025 page: variants chosen by year. */
const ariesExtraSections: Section[][] = [
  [
    {
      title: "Love",
      paragraphs: [
        ({ year }) =>
          `Aries brings energy to every relationship, and in ${year} the people closest to you may want reassurance as much as excitement. Plan regular time together without distractions, and let your partner set the pace on decisions that affect you both.`,
        () =>
          `For single Aries, the year favours connections that begin as friendships. Let interest grow over a few weeks instead of deciding everything at the first meeting.`,
      ],
    },
    {
      title: "Career",
      paragraphs: [
        ({ year }) =>
          `Aries professionals who like to lead from the front may find ${year} busy and rewarding. Choose the projects that matter most, finish them properly and keep a note of your achievements for review time later in the year.`,
        () =>
          `If you manage a team, share the work more than you might like. Delegating well is a form of leadership, and it leaves you energy for the decisions only you can make.`,
      ],
    },
    {
      title: "Family",
      paragraphs: [
        () =>
          `Family life asks Aries for warmth and patience this year. An elder may appreciate your help with practical matters, and a sibling or cousin may bring news worth celebrating together.`,
        () =>
          `Use a calm season, perhaps around a festival or a family gathering, to settle any long-pending household matter. Your energy is an asset at home when it is used to help rather than to hurry others.`,
      ],
    },
  ],
  [
    {
      title: "Love",
      paragraphs: [
        ({ year }) =>
          `In ${year}, Aries may find that the most romantic thing you can do is slow down. Your directness is refreshing, but a pause before you reply in a heated moment will protect what you have built together.`,
      ],
    },
    {
      title: "Career",
      paragraphs: [
        ({ year }) =>
          `For Aries, ${year} is a good year to turn enthusiasm into a plan. Put your ideas in writing before you present them, ask for feedback early and give colleagues time to catch up with your pace; patience here makes your courage far more persuasive.`,
      ],
    },
    {
      title: "Family",
      paragraphs: [
        ({ year }) =>
          `At home, ${year} rewards Aries for being the steady one. Make time for parents and elders, keep family commitments even when work is busy, and show younger relatives that you care about their plans.`,
        () =>
          `Those small moments are remembered long after the year ends, and a relaxed meal with the whole family now and then may do more good than any grand celebration.`,
      ],
    },
  ],
];

/** Modulo that stays non-negative. */
function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

/**
 * The variant for one slot of one sign's text. Stepping the year moves every slot to the
 * next variant, so consecutive years always differ; the sign index spreads neighbouring signs
 * across the pool, and the salt keeps a sign's slots from moving in lockstep.
 */
function pick<T>(pool: readonly T[], year: number, signIndex: number, salt: number): T {
  return pool[mod(year + signIndex * 5 + salt, pool.length)];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function horoscopeFor(s: SignTraits, signIndex: number, year: number): YearlyHoroscope {
  const r = mod(year, 3);
  const c: Ctx = {
    s,
    year,
    st: [s.strengths[r], s.strengths[(r + 1) % 3], s.strengths[(r + 2) % 3]],
    w: mod(year, 2) === 0 ? [s.watch[0], s.watch[1]] : [s.watch[1], s.watch[0]],
    Ruler: capitalise(s.ruler),
  };
  const at = (pool: readonly Phrase[], salt: number) => pick(pool, year, signIndex, salt)(c);

  const threeParagraphIntro = mod(year + 2 * signIndex, 3) !== 0;
  const intro = threeParagraphIntro
    ? [at(introOpenings, 0), at(introRhythms, 1), at(introGuidance, 2)]
    : [at(introOpenings, 0), at(introRhythms, 1) + shortGuidance];

  const health = [at(healthBody, 7)];
  if (mod(year + signIndex, 2) === 0) health.push(at(healthMind, 8));

  const horoscope: YearlyHoroscope = {
    signSlug: s.slug,
    heading: `${s.name} Yearly Horoscope ${year}`,
    intro,
    love: [at(loveBonds, 3), at(loveCircles, 4)],
    career: [at(careerWork, 5), at(careerMoney, 6)],
    health,
    remedies: [at(remedyMantras, 9), at(remedyCharities, 10), at(remedyPractices, 11)],
    faqs: faqs.map((faq, n) => ({ question: faq.question(c), answer: at(faq.answers, 12 + n) })),
    metaDescription: at(metaDescriptions, 17),
    keywords: [
      `${s.name} horoscope ${year}`,
      `${s.name} yearly horoscope`,
      `${s.rashi} rashifal ${year}`,
      `${s.name} love ${year}`,
      `${s.name} career ${year}`,
    ]
      .join(", ")
      .toLowerCase(),
  };
  if (s.slug === "aries") {
    horoscope.extraSections = ariesExtraSections[mod(year, ariesExtraSections.length)].map((section) => ({
      title: section.title,
      paragraphs: section.paragraphs.map((p) => p(c)),
    }));
  }
  return horoscope;
}

/** Demo yearly horoscopes for every sign, in zodiac order, for one year. Deterministic. */
export function demoYearlyHoroscopes(year: number): YearlyHoroscope[] {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new Error(`Invalid year: ${year}`);
  return signs.map((s, signIndex) => horoscopeFor(s, signIndex, year));
}
