// SEED DATA: Grahavani's own yearly horoscope text for
// 2025, one entry per sign in zodiac order. The readings follow the broad picture of 2025 as commonly described in
// Vedic (sidereal, Moon-sign) astrology, with notes for readers of Western
// (tropical) astrology where the picture differs:
//   - Saturn enters Pisces on 29 March (tropical: Aries from late May to 1 September);
//   - Jupiter moves from Taurus into Gemini in mid-May, visits Cancer from about
//     18 October and returns to Gemini in early December (tropical: Cancer from 9 June);
//   - Rahu and Ketu move into Aquarius and Leo around 18 May;
//   - Mercury is retrograde from mid-March to early April, mid-July to about
//     11 August and 9 to 29 November; Venus from early March to mid-April;
//   - eclipses: lunar 14 March (sidereal Leo), solar 29 March (sidereal Pisces),
//     total lunar 7-8 September (sidereal Aquarius, visible in India), solar
//     21 September (sidereal Virgo).
// House numbers count whole signs from the reader's sign. The text is guidance in
// the spirit of astrological tradition, never a promise, and points readers to a
// doctor or a qualified adviser for health and money decisions.

import type { YearlyHoroscopeYear } from "~/domain/yearly-horoscope";

export const yearly2025: YearlyHoroscopeYear = {
  year: 2025,
  signs: [
    {
      signSlug: "aries",
      heading: "Aries Yearly Horoscope 2025",
      intro: [
        "2025 asks Aries to trade speed for staying power. For Aries Moon-sign natives in Vedic astrology, the big story is Saturn's move into Pisces on 29 March, which begins the first phase of Sade Sati, Saturn's seven-and-a-half-year cycle. Tradition treats this opening phase as a time to tidy up expenses, sleep and loose ends rather than a season of misfortune, and the other planets around you this year are far from hostile.",
        "Jupiter spends the first months in your second house of family and savings, then enters Gemini in mid-May, your third house of courage, siblings, short journeys and communication. In the same month Rahu shifts into Aquarius, your eleventh house of gains and networks, a placement astrologers have long counted among Rahu's most helpful. Together they favour initiative, writing, selling and learning new skills, provided you finish what you start.",
        "If you follow Western astrology, the year is just as pivotal: Saturn and Neptune both step into tropical Aries in spring, opening long cycles in your own sign. Whichever system you use, read these notes as broad tendencies rather than fixed outcomes. Your full birth chart, your running dasha and your own choices shape how any of this plays out.",
      ],
      love: [
        "The first half of the year puts warmth into family conversations, because Jupiter in your second house softens the way you speak. Single Aries may meet someone through relatives or at a family function before May, and couples can use this period to talk honestly about money and shared plans. Venus turns retrograde from early March to mid-April, so avoid rushing a proposal or reviving an old flame on impulse during those weeks.",
        "From mid-May, Ketu in your fifth house can make romance feel less straightforward: you may question what you really want, or feel oddly detached from someone you care about. Treat this as a prompt for honesty, not a reason to withdraw. With Saturn in your twelfth house, quiet time together, a short trip and small acts of care matter more than grand gestures. Couples hoping to start a family may ask an astrologer about timing, but should rely on a doctor for anything medical.",
      ],
      career: [
        "Rahu in the eleventh house from May is a classic signal for widening your circle, so join professional groups, reconnect with former colleagues and say yes to sensible collaborations. Jupiter in the third house rewards people who pitch, write, teach, market or travel for work, and a role that involves more communication is well supported. Saturn in the twelfth favours careful work behind the scenes; projects with foreign clients, hospitals, research or back-office operations can move forward steadily.",
        "Financially, the first phase of Sade Sati is traditionally linked with rising expenses, some of them worthwhile, such as travel, education or home repairs. Budget for them early in the year while Jupiter still supports your second house of savings. Avoid lending large sums or standing guarantor without paperwork, and be wary of speculative tips passed on by friends. For investments, tax or loans, rely on a qualified financial professional rather than on planetary timing alone.",
      ],
      health: [
        "Saturn in the twelfth house points to sleep, rest and recovery. Aries tends to run on adrenaline, and this year your body may ask for a steadier rhythm: regular bedtimes, less screen time at night and proper recovery after hard exercise. Ketu in the fifth house can bring restless thoughts, so a short daily pranayama or meditation practice is worth the effort.",
        "Headaches, eye strain and small injuries caused by haste are the traditional Aries weak points, so slow down on the road and in the gym. Any symptom that persists deserves a doctor's attention; remedies are a support, never a replacement for medical care.",
      ],
      remedies: [
        "Recite the Hanuman Chalisa on Tuesdays and Saturdays; tradition recommends Lord Hanuman's worship to ease the opening phase of Shani Sade Sati.",
        "On Saturday evenings, light a mustard-oil lamp under a peepal tree and give warm clothing or a meal to someone in need.",
        "Chant 'Om Angarakaya Namah' 108 times on Tuesday mornings and wear a touch of red or coral on Tuesdays to honour Mars, your ruling planet.",
      ],
      faqs: [
        {
          question: "Does Sade Sati start for Aries in 2025?",
          answer:
            "Yes. In Vedic astrology, Sade Sati begins for Aries Moon-sign natives when Saturn enters Pisces on 29 March 2025. This first phase lasts about two and a half years and is traditionally associated with expenses and inner work; how it feels depends a great deal on your individual chart.",
        },
        {
          question: "Is 2025 a good year for Aries to change jobs?",
          answer:
            "From mid-May, Jupiter in your third house and Rahu in your eleventh favour initiative and networking, so the second half of the year suits a well-planned move. Avoid resigning on impulse during Mercury's retrograde spells in mid-March, mid-July and November.",
        },
        {
          question: "When is the best time for love and marriage talks for Aries in 2025?",
          answer:
            "The months before mid-May, while Jupiter sits in your second house of family, favour family-approved introductions and warm conversations. Late October to early December, when Jupiter briefly enters your fourth house, also supports settling down and home-related decisions.",
        },
        {
          question: "Which months need extra care for Aries in 2025?",
          answer:
            "Late March brings both Saturn's entry into your twelfth house and a solar eclipse in sidereal Pisces, so that fortnight is better for planning than for big launches. The September eclipse season and the November Mercury retrograde also call for double-checking plans and paperwork.",
        },
        {
          question: "Which remedy is most recommended for Aries in 2025?",
          answer:
            "With Sade Sati beginning, astrologers most often suggest Hanuman worship on Tuesdays and Saturdays along with charity on Saturdays. Consistency matters more than scale, and a personal consultation can suggest remedies suited to your own chart.",
        },
      ],
      extraSections: [
        {
          title: "Love",
          paragraphs: [
            "Think of 2025 as a year that rewards the Aries who listens as well as leads. Your natural boldness is attractive, yet the people closest to you may want reassurance more than excitement. Plan regular time together without phones, and let your partner set the pace on decisions that affect you both.",
            "For single Aries, friendships formed in new circles after May, whether in a club, a course or an online community, can quietly turn into something more. Let interest grow over a few months instead of deciding everything at the first meeting.",
          ],
        },
        {
          title: "Career",
          paragraphs: [
            "Aries professionals in sales, media, defence, sports, engineering and entrepreneurship may find 2025 especially active. Jupiter's move into your third house suits short courses, certifications and side projects that broaden your skills. Keep a record of your achievements as you go; it will be useful at appraisal time towards the end of the year.",
            "If you manage a team, Saturn's position asks you to delegate more and micromanage less. Quiet preparation in the first quarter sets up visible results later in the year.",
          ],
        },
        {
          title: "Family",
          paragraphs: [
            "With Jupiter in your second house until mid-May, family gatherings, religious functions and conversations about shared property or savings are likely to go smoothly, so use this window to settle pending family matters. After May, Jupiter turns its attention to siblings and cousins, and a brother or sister may need your help or bring good news.",
            "Late in the year, when Jupiter briefly visits Cancer, your fourth house of home and mother is highlighted; astrologers consider this supportive for renovations, a house move or simply spending more time with your mother. Elders may need more of your time during Sade Sati, and caring for them is itself regarded as a remedy for Saturn.",
          ],
        },
      ],
      metaDescription:
        "Aries yearly horoscope 2025: Sade Sati begins, Jupiter enters your third house and Rahu your eleventh. Love, career, family, health, remedies and FAQs.",
      keywords:
        "Aries horoscope 2025, Mesha rashifal 2025, Aries yearly horoscope, Aries Sade Sati 2025, Aries career 2025, Aries love 2025",
    },
    {
      signSlug: "tauras",
      heading: "Taurus Yearly Horoscope 2025",
      intro: [
        "For Taurus, 2025 is a year of harvest after effort. Jupiter begins the year in your own sign, lending confidence and a sense of direction, and in mid-May it moves into Gemini, your second house of income, family and speech. Vedic astrologers usually count Jupiter's passage through the second house among the more comfortable transits, linked with savings, good food, family celebrations and words that carry weight.",
        "Saturn's move into Pisces on 29 March places the planet of discipline in your eleventh house of gains, one of its best positions for any sign. Hard work from recent years may finally show up as income, recognition or a stronger circle of allies. Rahu enters your tenth house in May, stirring ambition and opening unconventional career routes, while Ketu in the fourth asks you to protect your peace at home.",
        "Those who follow Western astrology will notice another shift: Uranus, which has unsettled tropical Taurus since 2018, moves on into Gemini in July, and many Taureans may feel a welcome return of stability. As always, these are tendencies described by astrological tradition, to be read alongside your full chart and your own good sense.",
      ],
      love: [
        "Jupiter in your sign until mid-May makes you warm, generous and easy to approach, and astrologers note that from the first house Jupiter aspects your seventh house of partnership. That makes the first five months a favourable stretch for marriage talks, engagements and meeting someone serious, and existing couples may find it easier to forgive old hurts. Your ruler Venus is retrograde from early March to mid-April, a better time for reflection than for major commitments.",
        "After mid-May, Jupiter in the second house brings family into the love story: introductions through relatives, discussions with in-laws or wedding planning are all highlighted. Ketu in the fourth house can leave you restless at home, so do not let domestic irritations spill into your relationship. Choose kind words, since what you say carries extra weight this year and is remembered for a long time.",
      ],
      career: [
        "Rahu in the tenth house from May is often read as a push toward visibility and ambition. You may be offered a role with more authority, a project with technology or foreign links, or a chance to move into a new field. Taurus prefers steady ground, but this year rewards calculated risks. Keep your ethics clear, because Rahu can also tempt you toward shortcuts that look clever at the time and cost more later.",
        "Saturn in your eleventh house is one of the most encouraging signals for earnings in the Vedic tradition, favouring gradual, lasting gains over windfalls. Jupiter in the second house from mid-May supports saving and building assets, so set up a systematic savings habit early. Property or vehicle purchases need careful paperwork while Ketu occupies the fourth. Take investment decisions with a qualified adviser; a favourable transit is no guarantee of returns.",
      ],
      health: [
        "Taurus enjoys life's comforts, and Jupiter in the second house from May can add rich meals and celebrations to the calendar. Balance them with regular movement and sensible portions, and pay attention to the throat, thyroid and neck, which tradition links with your sign. Ketu in the fourth may unsettle your sense of calm, so keep quiet time, morning walks or gentle yoga in your week, and see a doctor promptly about anything that lingers.",
      ],
      remedies: [
        "Worship Goddess Lakshmi on Fridays and chant 'Om Shukraya Namah' 108 times to strengthen Venus, your ruling planet.",
        "On Fridays, donate white items such as rice, curd, sugar or white cloth to a temple or to a woman in need.",
        "To calm Ketu in your fourth house, offer durva grass to Lord Ganesha on Wednesdays and feed a stray dog whenever you can.",
      ],
      faqs: [
        {
          question: "How will Jupiter's move into Gemini affect Taurus in 2025?",
          answer:
            "From mid-May, Jupiter moves into your second house of income, family and speech. Tradition links this transit with better savings, family happiness and persuasive communication.",
        },
        {
          question: "Is 2025 a good year for Taurus finances?",
          answer:
            "Saturn in your eleventh house and Jupiter in your second form one of the most supportive combinations for steady gains in Vedic astrology. Gains tend to come through patient effort, and investment choices should still be checked with a qualified adviser.",
        },
        {
          question: "Will Taurus get married in 2025?",
          answer:
            "The first five months, when Jupiter in your sign aspects your house of marriage, are traditionally considered favourable for engagements and marriage talks. Whether a wedding happens depends on your own chart and circumstances, which an astrologer can study in detail.",
        },
        {
          question: "Why might Taurus feel unsettled at home in 2025?",
          answer:
            "Ketu enters your fourth house of home and mother in May, and astrologers associate this with restlessness or detachment in domestic matters. Simple routines, spiritual practice and patience with family members help.",
        },
        {
          question: "Is Taurus under Sade Sati or Shani Dhaiya in 2025?",
          answer:
            "No. Taurus is under neither Sade Sati nor Shani Dhaiya in 2025, and Saturn in your eleventh house is considered one of its best placements for your sign.",
        },
      ],
      metaDescription:
        "Taurus yearly horoscope 2025: Jupiter enters your house of wealth, Saturn favours gains and Rahu stirs career ambition. Love, health, remedies and FAQs.",
      keywords:
        "Taurus horoscope 2025, Vrishabha rashifal 2025, Taurus yearly horoscope, Taurus career 2025, Taurus love 2025, Taurus finance 2025",
    },
    {
      signSlug: "gemini",
      heading: "Gemini Yearly Horoscope 2025",
      intro: [
        "2025 is a landmark year for Gemini. After a year in your twelfth house, Jupiter enters your own sign in mid-May for the first time in about twelve years, and Vedic astrologers see this as the start of a fresh cycle of growth, optimism and visibility. The early months may feel like waiting in the wings; use them to rest, reflect and clear away commitments you have outgrown.",
        "Saturn moves into Pisces on 29 March, your tenth house of career, where it is traditionally said to bring responsibility, hard work and authority earned step by step. Rahu shifts into your ninth house of higher learning, travel and beliefs in May, and Ketu settles in your third. The combination favours serious professional progress, long-distance connections and a more considered voice.",
        "Western astrologers have their own reasons to watch Gemini this year, with Uranus entering tropical Gemini in July for the first time since the 1940s. Whichever zodiac you read by, treat these notes as a map of possibilities: individual charts vary, and effort and judgement still decide the route you take.",
      ],
      love: [
        "With Jupiter in your first house from mid-May, you radiate good humour and generosity, and Jupiter's aspect on your seventh house of partnership is traditionally counted as a blessing for marriage and serious relationships. Single Gemini may meet someone wise, well read or from a different background, possibly while travelling or studying. Couples can expect more patience and goodwill in their everyday dealings.",
        "Be mindful that Jupiter in the first house can also make you a little overconfident or preachy in conversation, so listen more than you advise. Ketu in your third house from May may make you less talkative than usual with siblings or neighbours; that quiet can be healthy if you explain it. Venus is retrograde in your career sector from early March to mid-April, so keep romance and office life apart during those weeks.",
      ],
      career: [
        "Saturn in the tenth house is often called a test of professional maturity. Expect heavier workloads, stricter bosses or a position that comes with real accountability. Gemini, who loves variety, may need to pick one thing and do it thoroughly. Those who accept this discipline can build a reputation that lasts well beyond 2025, and government service, law, administration and long-term projects are especially highlighted.",
        "Rahu in the ninth house may bring openings linked with foreign companies, higher studies, publishing or consultancy, sometimes through an unusual mentor, while Jupiter in your sign lends confidence in interviews and negotiations. For money, Jupiter's brief entry into Cancer, your second house, from late October to early December is traditionally good for savings and family finances. Keep careful records during Mercury's retrogrades and rely on a qualified professional for financial decisions.",
      ],
      health: [
        "Jupiter in the first house is generally protective but can add weight when life becomes comfortable, so keep an active routine and watch late-night snacking. Gemini's restless mind benefits from breathing exercises, journaling or a digital detox, especially during Mercury's retrograde periods.",
        "Ketu in the third house sometimes shows up as stiff shoulders, tired arms or a strained voice; stretch often and rest your voice if you speak a lot for work. Consult a doctor about any concern that does not settle.",
      ],
      remedies: [
        "Chant 'Om Budhaya Namah' 108 times on Wednesdays and offer durva grass and modak to Lord Ganesha to strengthen Mercury, your ruling planet.",
        "Feed green fodder to cows or donate whole green moong dal on Wednesdays.",
        "With Saturn in your career house, light a sesame-oil lamp on Saturday evenings and quietly help an elderly or hard-working person without expecting anything in return.",
      ],
      faqs: [
        {
          question: "When does Jupiter enter Gemini in 2025?",
          answer:
            "In the Vedic zodiac, Jupiter enters Gemini in mid-May 2025 and stays for about a year, apart from a brief visit to Cancer between late October and early December. For Gemini this is a transit through the first house, traditionally linked with renewed confidence and growth.",
        },
        {
          question: "Is 2025 a good year for a Gemini promotion?",
          answer:
            "Saturn in your tenth house tends to reward sustained effort with responsibility, so a promotion is possible if you are ready for more accountability. Progress may feel slow, but what you build is likely to be solid.",
        },
        {
          question: "Is 2025 good for Gemini marriage?",
          answer:
            "Jupiter in your sign from mid-May aspects your seventh house, which tradition considers favourable for marriage and committed relationships. An astrologer can check this against your own dasha and birth chart.",
        },
        {
          question: "Are there chances of foreign travel for Gemini in 2025?",
          answer:
            "Rahu in your ninth house from May is often associated with long journeys, foreign connections and higher studies abroad. Plan visas and documents well ahead, especially around Mercury's retrograde periods.",
        },
        {
          question: "Which colour is lucky for Gemini in 2025?",
          answer:
            "Green, linked with Mercury, is the traditional colour for Gemini, and wearing it on Wednesdays is a simple practice. Yellow, Jupiter's colour, also suits the year while Jupiter passes through your sign.",
        },
      ],
      metaDescription:
        "Gemini yearly horoscope 2025: Jupiter enters your sign in May while Saturn tests your career. Read love, career, health, remedies and FAQs for Gemini.",
      keywords:
        "Gemini horoscope 2025, Mithun rashifal 2025, Gemini yearly horoscope, Jupiter in Gemini 2025, Gemini career 2025, Gemini marriage 2025",
    },
    {
      signSlug: "cancer",
      heading: "Cancer Yearly Horoscope 2025",
      intro: [
        "Relief is the first word for Cancer in 2025. Saturn leaves Aquarius, your eighth house, on 29 March, ending the Shani Dhaiya that many Cancerians have felt as a stretch of delays, worry or hidden pressure. Its new home in Pisces is your ninth house of fortune, dharma and mentors, where Saturn is said to reward sincere effort with slow but dependable support from elders, teachers and faith.",
        "Jupiter spends the first months in your eleventh house of gains, then moves into Gemini, your twelfth house, in mid-May, pointing to spending on travel, spiritual pursuits or foreign connections. From late October to early December it briefly enters Cancer itself, its sign of exaltation. Rahu moves into your eighth house and Ketu into your second in May, so care with finances and speech is wise.",
        "Western astrology tells a parallel story: Jupiter enters tropical Cancer on 9 June and stays for about a year, a transit astrologers associate with opportunity, generosity and growth for your sign. Either way, this is general guidance drawn from tradition, and your personal chart and decisions carry more weight than any single transit.",
      ],
      love: [
        "The first half of the year is sociable, with Jupiter in your eleventh house bringing new friends, reunions and introductions through your wider circle. A friendship could turn romantic, and single Cancerians may find that people they meet in groups or at celebrations have real potential. Couples can enjoy shared goals and wishes coming true. Keep expectations realistic during Venus's retrograde in March and early April.",
        "From May, Ketu in your second house can make you reserved or blunt with family, and Rahu in the eighth may stir insecurity or suspicion. Cancer feels deeply, so name your worries gently instead of letting them turn into moods. Late October to early December, when Jupiter visits your sign, is traditionally a warm period for marriage talks, reconciliations and welcoming a new family member.",
      ],
      career: [
        "Saturn in the ninth house favours work connected with teaching, law, publishing, religion, long-distance trade and guidance from a senior mentor. If you felt stuck in recent years, doors may open slowly but firmly from April onward. Jupiter in your twelfth house after May is traditionally good for work with foreign companies, hospitals, NGOs or remote teams, even if the rewards are not immediately visible.",
        "Financially, 2025 begins well, with Jupiter in your house of gains until mid-May, so try to save a portion of any increase that comes then. Rahu in the eighth and Ketu in the second later in the year call for caution with loans, joint funds, inheritance matters and risky ventures, and insurance papers deserve a fresh look. Take important money decisions with a trusted financial adviser rather than on the strength of a transit.",
      ],
      health: [
        "Saturn's exit from your eighth house can lift a heaviness that affected sleep or stamina. Rahu entering the eighth in May is, in tradition, a reason to avoid unnecessary risks, follow safety rules while travelling and keep up regular health check-ups.",
        "Ketu in the second house is linked with diet and teeth, so eat simply and on time. Cancer's emotions and digestion are closely tied, and calm evenings and gentle walks help both. Please see a doctor rather than self-diagnosing.",
      ],
      remedies: [
        "Offer water or raw milk to a Shiva lingam on Mondays and chant 'Om Namah Shivaya' 108 times, a practice traditionally recommended for Moon-ruled Cancer.",
        "Keep a Monday fast, or eat only simple sattvic food that day, and donate rice, milk or white sweets to those in need.",
        "To steady Rahu in your eighth house, chant 'Om Raam Rahave Namah' 108 times on Saturdays and stay away from alcohol and gambling.",
      ],
      faqs: [
        {
          question: "Does Shani Dhaiya end for Cancer in 2025?",
          answer:
            "Yes. In Vedic astrology, Saturn leaves Aquarius, your eighth house, on 29 March 2025, ending the Dhaiya (Ashtama Shani) for Cancer Moon-sign natives. Many astrologers see the months that follow as a period of gradual relief.",
        },
        {
          question: "What does Jupiter in Cancer mean for Cancerians in 2025?",
          answer:
            "Jupiter is exalted in Cancer, and its short visit to your sign between late October and early December is traditionally counted as a blessing for confidence, family and wisdom. In Western astrology, Jupiter enters tropical Cancer earlier, on 9 June.",
        },
        {
          question: "Is 2025 good for Cancer to travel abroad?",
          answer:
            "Jupiter in your twelfth house from mid-May and Saturn in your ninth both point to long-distance travel, pilgrimages and foreign links in traditional readings. Plan visas and bookings early.",
        },
        {
          question: "Should Cancer be careful with money in 2025?",
          answer:
            "The early months favour gains, while Rahu in the eighth and Ketu in the second from May call for caution with loans, speculation and joint finances. Careful budgeting and professional financial advice are recommended.",
        },
        {
          question: "What is the best remedy for Cancer in 2025?",
          answer:
            "Regular worship of Lord Shiva on Mondays is the classic remedy for the Moon, your ruling planet. Respecting and caring for your mother and other elders is also considered strengthening for Cancer.",
        },
      ],
      metaDescription:
        "Cancer yearly horoscope 2025: Shani Dhaiya ends, Saturn brings fortune and Jupiter visits your sign. Read love, career, health, remedies and FAQs.",
      keywords:
        "Cancer horoscope 2025, Kark rashifal 2025, Cancer yearly horoscope, Cancer Shani Dhaiya 2025, Cancer career 2025, Cancer love 2025",
    },
    {
      signSlug: "leo",
      heading: "Leo Yearly Horoscope 2025",
      intro: [
        "2025 gives Leo a mixed but meaningful year, with real gains on one side and deep inner work on the other. In mid-May Jupiter moves from your tenth house into Gemini, your eleventh house of income, friendships and fulfilled wishes. Vedic astrologers consider the eleventh one of Jupiter's happiest placements, pointing to support from networks, elder siblings and senior contacts, and a sense that effort is finally being repaid.",
        "The more demanding picture comes from Saturn, which enters Pisces, your eighth house, on 29 March and starts the Shani Dhaiya, sometimes called Ashtama Shani. In May, Ketu moves into your own sign and Rahu into your seventh house of partnership. Together they ask Leo to look inward, question old assumptions and handle close relationships with patience rather than pride.",
        "Both eclipse seasons touch the Leo-Aquarius axis: a lunar eclipse in your sign in March, and another in your seventh house in September that is visible across India. Traditional astrologers see such years as turning points. Read this as guidance rather than fate, since your own chart, dasha and choices decide much of the outcome.",
      ],
      love: [
        "Rahu in your seventh house from May is a strong signal in relationships: it can bring sudden attraction, a partner from a very different background or unusual demands within an existing bond. Passion is possible, but so is confusion about what you really want. Take your time before making lifelong promises, and involve trusted family members when decisions are serious.",
        "With Ketu in your sign, you may care less about attention and more about meaning, which partners can misread as coldness, so tell them what is happening inside you. Married Leos should avoid ego battles, particularly around the September eclipse. Jupiter in the eleventh house aspects your fifth and seventh houses, a traditional protection for romance, children and marriage that makes the second half of the year gentler for love.",
      ],
      career: [
        "The early months carry the strength of Jupiter in your tenth house, favouring recognition and responsibility. After mid-May the emphasis shifts to gains: bonuses, new clients, pay rises or income from a side business are all supported by Jupiter in the eleventh. Networking matters, and an influential friend or senior colleague may open a door. Entrepreneurs can grow through partnerships, though Rahu in the seventh calls for clear, written terms.",
        "Saturn in the eighth house is traditionally linked with sudden changes, hidden obstacles and matters such as taxes, insurance and inherited property. Keep accounts transparent, pay dues on time and avoid shortcuts. Research, investigation, audit and finance are areas where Saturn in the eighth can actually help. Before large investments or loans, consult a qualified financial professional; gains in one area do not guarantee returns elsewhere.",
      ],
      health: [
        "Health asks for steady attention this year. Saturn in the eighth house and Ketu in the first are traditionally read as reasons to avoid overwork, stress and risky activities. Leo is linked with the heart and spine, so regular exercise, good posture and routine check-ups are wise, especially after forty.",
        "Drive carefully and do not ignore small symptoms. Meditation and a few minutes of early-morning sunlight can lift your energy. Always consult a doctor about medical concerns.",
      ],
      remedies: [
        "Offer water (arghya) to the rising Sun every morning and recite the Aditya Hridayam Stotra on Sundays to strengthen the Sun, your ruling planet.",
        "During Shani Dhaiya, donate black urad dal, black sesame or blankets to the poor on Saturdays and chant 'Om Sham Shanaischaraya Namah'.",
        "For Ketu in your sign, worship Lord Ganesha on Wednesdays and donate a multicoloured blanket or feed stray dogs.",
      ],
      faqs: [
        {
          question: "Does Shani Dhaiya start for Leo in 2025?",
          answer:
            "Yes. When Saturn enters Pisces on 29 March 2025, it transits the eighth house from Leo Moon sign, starting the Shani Dhaiya (Ashtama Shani). It lasts about two and a half years, and its effect depends strongly on your birth chart.",
        },
        {
          question: "What does Ketu in Leo mean in 2025?",
          answer:
            "Ketu enters Leo in May 2025 and stays for about eighteen months. Traditionally it encourages introspection and spiritual interest but can also bring restlessness or doubts about identity, so grounding routines help.",
        },
        {
          question: "Will Leo's income grow in 2025?",
          answer:
            "Jupiter in your eleventh house from mid-May is a classic indicator of gains and fulfilled wishes. Income growth is more likely when you network actively and follow through on opportunities.",
        },
        {
          question: "Is 2025 a good year for Leo marriage?",
          answer:
            "It is possible but calls for care: Rahu in your seventh house can bring sudden or unconventional relationships, while Jupiter's aspect on the seventh offers support. Take your time and, if needed, consult an astrologer for chart matching.",
        },
        {
          question: "How do the 2025 eclipses affect Leo?",
          answer:
            "The March lunar eclipse falls in Leo and the September lunar eclipse in your seventh house, so self-image and partnerships come into focus. Astrologers advise avoiding major launches right around eclipse dates.",
        },
      ],
      metaDescription:
        "Leo yearly horoscope 2025: Jupiter brings gains, Saturn starts Shani Dhaiya and Ketu enters your sign. Read love, career, health, remedies and FAQs.",
      keywords: "Leo horoscope 2025, Simha rashifal 2025, Leo yearly horoscope, Leo Shani Dhaiya 2025, Ketu in Leo 2025, Leo career 2025",
    },
    {
      signSlug: "virgo",
      heading: "Virgo Yearly Horoscope 2025",
      intro: [
        "For Virgo, 2025 is about moving from private effort to public responsibility. The year opens with Jupiter in your ninth house of fortune and mentors, and in mid-May Jupiter moves into Gemini, your tenth house of career and reputation. Tradition calls Jupiter in the tenth a mixed placement, yet it usually brings more duties, new roles and a chance to show skills you have been quietly refining.",
        "Saturn enters Pisces on 29 March, landing in your seventh house of marriage, partnerships and contracts, where it tests the seriousness of every commitment. Relief arrives in May as Ketu leaves your sign for Leo, your twelfth house, and Rahu moves into Aquarius, your sixth, a placement traditionally excellent for beating competition, clearing debts and overcoming opponents.",
        "The solar eclipse of 21 September falls in Virgo in the Vedic zodiac, marking an important personal reset in the autumn. These readings describe tendencies found in astrological tradition; they are no substitute for your own chart, careful planning and the advice of qualified professionals where health, money or law are concerned.",
      ],
      love: [
        "Saturn in the seventh house makes relationships more serious. Single Virgos may be drawn to someone older, mature or steady, and slow-building relationships have the best prospects. For couples, it is a year to share responsibilities fairly and honour promises. Delays in marriage talks are possible but are not a denial; Saturn simply prefers decisions taken with patience.",
        "Ketu's departure from your sign in May lifts a sense of distance that may have coloured your relationships since late 2023, and you may feel more present with loved ones. Avoid over-criticising your partner, a Virgo habit that Saturn in the seventh can magnify. Venus's retrograde from early March to mid-April falls in your partnership house in the Vedic zodiac, a time for honest conversations rather than fresh commitments.",
      ],
      career: [
        "With Jupiter in the tenth house from mid-May, career becomes the main stage. Promotions, new responsibilities or a change of role are possible, particularly in teaching, finance, healthcare, consulting and administration. Stay humble and consult colleagues before big decisions, since this placement can also invite scrutiny from seniors. Business owners may enter new partnerships, but Saturn in the seventh asks for clear contracts and realistic deadlines.",
        "Rahu in your sixth house is among the year's best news for Virgo, traditionally linked with success in competitive exams, disputes and demanding workplaces. Old debts may become easier to clear and loan applications can move forward, though borrowing should stay within your means. Late October to early December, when Jupiter briefly enters Cancer, your eleventh house, is considered good for gains. Check financial moves with a qualified adviser.",
      ],
      health: [
        "Rahu in the sixth house is traditionally protective for health, helping you recover faster and stay disciplined. Ketu's move into the twelfth may disturb sleep, so keep regular bedtimes and limit caffeine in the evening.",
        "Virgo's digestion is sensitive to stress: eat on time, include fibre and avoid skipping meals during busy weeks. Yoga and meditation are especially rewarding this year. Consult a doctor about anything persistent.",
      ],
      remedies: [
        "Recite the Vishnu Sahasranama or chant 'Om Namo Bhagavate Vasudevaya' on Wednesdays to strengthen Mercury, your ruling planet.",
        "With Saturn in your seventh house, serve or donate food to labourers and elderly people on Saturdays, and keep the promises you make to your partner.",
        "On Wednesdays, scatter grain for birds or feed green spinach to a cow, and wear a touch of green that day.",
      ],
      faqs: [
        {
          question: "When does Ketu leave Virgo in 2025?",
          answer:
            "Ketu moves from Virgo into Leo around mid-May 2025 in the Vedic calendar. Many Virgos may feel more grounded and self-assured once this transit ends.",
        },
        {
          question: "Is 2025 good for a Virgo career change?",
          answer:
            "Jupiter in your tenth house from mid-May favours new roles and responsibilities, and Rahu in the sixth helps you beat competition. A well-researched change is supported, especially after May.",
        },
        {
          question: "How does Saturn in the seventh house affect Virgo relationships?",
          answer:
            "Saturn asks couples to take responsibility, communicate clearly and be patient with each other. It can bring delays or added duties, but also steady, committed bonds.",
        },
        {
          question: "Is 2025 good for Virgo students preparing for competitive exams?",
          answer:
            "Rahu in the sixth house is traditionally favourable for competitive exams and interviews. Consistent study matters most, particularly around Mercury's retrograde periods.",
        },
        {
          question: "What does the September 2025 solar eclipse mean for Virgo?",
          answer:
            "The 21 September solar eclipse falls in Virgo in the Vedic zodiac and is read as a time of personal reset. Astrologers suggest reflection and prayer, and avoiding major launches right around the eclipse date.",
        },
      ],
      metaDescription:
        "Virgo yearly horoscope 2025: Jupiter enters your career house, Saturn tests partnerships and Ketu leaves your sign. Love, career, health, remedies, FAQs.",
      keywords:
        "Virgo horoscope 2025, Kanya rashifal 2025, Virgo yearly horoscope, Virgo career 2025, Virgo marriage 2025, Virgo remedies 2025",
    },
    {
      signSlug: "libra",
      heading: "Libra Yearly Horoscope 2025",
      intro: [
        "Libra's 2025 is a year of luck returning to the right places. Jupiter leaves Taurus, your eighth house, in mid-May and enters Gemini, your ninth house of fortune, higher learning, faith and long journeys. Vedic astrologers regard this as one of Jupiter's most generous positions, often linked with blessings from elders and teachers, spiritual growth and opportunities that arrive at just the right moment.",
        "Saturn moves into Pisces on 29 March, your sixth house, a position tradition rates highly for defeating competition, clearing debts and building healthy routines. In May, Rahu enters your fifth house of romance, children and creativity, while Ketu moves to your eleventh. Hard work at the office and bold ideas in creative fields are favoured, although decisions about love and speculation deserve extra care.",
        "In short, the year rewards Libra for being organised, fair and willing to keep learning, qualities already close to your nature. Western readers may feel a similar call to maturity in relationships while Saturn briefly enters tropical Aries, your opposite sign, from late May to early September. These are broad patterns from astrological tradition; your birth chart, current dasha and everyday choices will shape exactly how they appear in your life.",
      ],
      love: [
        "Rahu in the fifth house from May can bring intense, sudden attractions, sometimes to someone unconventional or from another culture. It is exciting, but Rahu can also create illusions, so give a new romance time to show its true colours before making promises. The September lunar eclipse falls in your fifth house, and astrologers suggest avoiding dramatic relationship decisions around that date.",
        "For married Librans, Jupiter in the ninth house encourages shared pilgrimages, learning together and blessings from elders on both sides. Parents may find children needing extra attention and guidance while Rahu is in the fifth; patience and involvement work better than strictness. Your ruler Venus turns retrograde in March and early April, a good time to revisit unresolved issues gently.",
      ],
      career: [
        "Saturn in your sixth house is one of the strongest career signals for Libra this year. It supports service-oriented work, healthcare, law, government jobs and any field where steady discipline is rewarded, and workplace rivals lose ground if you stay honest and organised. Late October to early December, when Jupiter briefly enters Cancer, your tenth house, may bring recognition or a new responsibility.",
        "Financially, Jupiter's exit from the eighth house eases the unexpected expenses and tax or insurance worries that some Librans faced in late 2024 and early 2025. Ketu in the eleventh can make gains irregular, so keep a buffer and avoid chasing quick profits. Rahu in the fifth is a traditional warning against speculation, gambling or trading on tips. For investment plans, seek guidance from a qualified financial professional.",
      ],
      health: [
        "Saturn in the sixth house is traditionally supportive for health, helping you overcome old ailments if you commit to a routine. Libra is linked with the kidneys, lower back and skin, so drink enough water, keep good posture and look after your skin in harsh weather. Rahu in the fifth may bring overthinking, and yoga, music or creative hobbies can calm the mind. Consult a doctor about any persistent issue.",
      ],
      remedies: [
        "Worship Goddess Durga or Goddess Lakshmi on Fridays and chant 'Om Shukraya Namah' 108 times to strengthen Venus, your ruling planet.",
        "With Rahu in your fifth house, chant 'Om Bhram Bhreem Bhroum Sah Rahave Namah' on Saturdays and keep away from gambling and speculative trading.",
        "Give white clothes, sweets or a small gift to young girls on Fridays, and carry a small silver item with you.",
      ],
      faqs: [
        {
          question: "Is 2025 a lucky year for Libra?",
          answer:
            "From mid-May, Jupiter transits your ninth house of fortune, which Vedic astrology considers one of its most favourable positions. Luck tends to follow those who stay ethical and seek guidance from mentors.",
        },
        {
          question: "How will Saturn in Pisces affect Libra in 2025?",
          answer:
            "Saturn enters your sixth house on 29 March, traditionally a good placement for defeating competition, improving health routines and clearing debts. It rewards discipline and service.",
        },
        {
          question: "Is Rahu in the fifth house a concern for Libra?",
          answer:
            "Rahu in the fifth can bring intense romance, creative ideas and sudden interests, but also confusion or risky speculation. Tradition advises caution with investments and new relationships.",
        },
        {
          question: "Is 2025 good for Libra students?",
          answer:
            "Jupiter in the ninth house supports higher studies, research and study abroad. Rahu in the fifth can scatter concentration, so a fixed study timetable is important.",
        },
        {
          question: "When should Libra plan important events in 2025?",
          answer:
            "The period after mid-May is generally favourable, especially late October to early December when Jupiter briefly enters your tenth house. Avoid launching major plans right around the eclipses of March and September.",
        },
      ],
      metaDescription:
        "Libra yearly horoscope 2025: Jupiter enters your house of fortune, Saturn helps beat rivals and Rahu stirs romance. Love, career, health, remedies, FAQs.",
      keywords:
        "Libra horoscope 2025, Tula rashifal 2025, Libra yearly horoscope, Libra career 2025, Libra love 2025, Libra lucky year 2025",
    },
    {
      signSlug: "scorpio",
      heading: "Scorpio Yearly Horoscope 2025",
      intro: [
        "Scorpio enters 2025 with a shift in pressure. Saturn leaves Aquarius, your fourth house, on 29 March, ending the Shani Dhaiya (Kantaka Shani) that may have brought domestic worries, property issues or inner unease. It moves into Pisces, your fifth house of children, creativity and intelligence, where it encourages serious study, long-term planning and a more mature approach to love.",
        "Jupiter spends the first months in your seventh house of partnerships, a lovely placement for marriage and collaborations, then moves into Gemini, your eighth house, in mid-May. Tradition associates this with research, inheritance, transformation and occult interests, and sometimes with unexpected expenses. Rahu enters your fourth house and Ketu your tenth in May, reshaping your home life and career priorities.",
        "It is a year of depth rather than display, which suits Scorpio's nature: research, healing and honest conversations achieve more than showy moves. Jupiter's brief move into Cancer, your ninth house, from late October to early December offers a window of luck and guidance. As ever, these indications are general and must be read alongside your personal chart.",
      ],
      love: [
        "The first months are the best window for marriage or engagement, with Jupiter in your seventh house until mid-May. Existing relationships gain warmth, and meaningful proposals can come through friends or work. Venus's retrograde in March and early April falls in your fifth house in the Vedic zodiac, so a past love may reappear; think carefully before reopening old chapters.",
        "Saturn in the fifth house from late March brings seriousness to romance: casual flings lose their appeal and you may look for a partner who is dependable. Parents may need to give children more time and structure. Jupiter in the eighth can deepen intimacy and trust but may also bring hidden issues to the surface, and Rahu in the fourth can spark disagreements at home, so keep communication open.",
      ],
      career: [
        "Ketu in the tenth house from May can make you question your career path or feel detached from ambitions that once drove you. Astrologers see this less as a setback than as a chance to align work with what truly matters to you. Research, technical fields, investigation, medicine and spiritual work are favoured. Avoid sudden resignations; refine your direction quietly before acting.",
        "Jupiter in the eighth house may bring money through inheritance, insurance, joint ventures or a partner's income, but it can also increase unplanned expenses. Keep an emergency fund, especially around Mercury's retrogrades. Rahu in the fourth suggests caution in property or vehicle deals, so check documents thoroughly. Consult a qualified financial professional before major investments; transits show tendencies, not guarantees.",
      ],
      health: [
        "With Saturn's dhaiya over, stamina may improve from April. Jupiter in the eighth house asks you to stay on top of chronic conditions, regular check-ups and hormonal or reproductive health. Rahu in the fourth may affect sleep and peace of mind, so create a calm home environment and cut down on late-night screen time.",
        "Scorpio thrives on intense but structured exercise such as swimming, martial arts or strength training. See a doctor about any symptom that persists.",
      ],
      remedies: [
        "Recite the Sunderkand or the Hanuman Chalisa on Tuesdays and offer sindoor with jasmine oil to Lord Hanuman to strengthen Mars, your ruling planet.",
        "With Rahu in your fourth house, keep your home clean and clutter-free and worship Goddess Durga on Saturdays.",
        "Donate red lentils (masoor dal) or jaggery on Tuesdays, and spend time serving your mother or a motherly figure.",
      ],
      faqs: [
        {
          question: "Does Shani Dhaiya end for Scorpio in 2025?",
          answer:
            "Yes. Saturn leaves Aquarius, your fourth house, on 29 March 2025, ending the Dhaiya for Scorpio Moon-sign natives. Domestic and emotional pressures often ease gradually afterwards.",
        },
        {
          question: "Is 2025 good for Scorpio marriage?",
          answer:
            "The period until mid-May, with Jupiter in your seventh house, is traditionally considered excellent for marriage. After that, relationships need more care and honest communication.",
        },
        {
          question: "Will Scorpio face financial ups and downs in 2025?",
          answer:
            "Jupiter in the eighth house from mid-May can bring both unexpected gains and unexpected expenses. Keeping savings in reserve and taking professional advice before investing is recommended.",
        },
        {
          question: "What does Ketu in the tenth house mean for Scorpio's career?",
          answer:
            "Ketu in the tenth can make you feel detached from your job or prompt you to rethink your goals. It favours research, technical work and spiritual or service-oriented careers.",
        },
        {
          question: "Is 2025 a good year for Scorpio to buy property?",
          answer:
            "Rahu in the fourth house asks for caution with property, so verify documents and avoid rushed deals. A purchase is better made after careful due diligence.",
        },
      ],
      metaDescription:
        "Scorpio yearly horoscope 2025: Shani Dhaiya ends, Jupiter moves into your eighth house and Ketu reshapes career. Love, career, health, remedies and FAQs.",
      keywords:
        "Scorpio horoscope 2025, Vrishchik rashifal 2025, Scorpio yearly horoscope, Scorpio career 2025, Scorpio marriage 2025, Scorpio Shani Dhaiya 2025",
    },
    {
      signSlug: "sagittarius",
      heading: "Sagittarius Yearly Horoscope 2025",
      intro: [
        "For Sagittarius, 2025 turns the spotlight on partnership. Your ruling planet Jupiter leaves your sixth house in mid-May and enters Gemini, your seventh house, from where it looks straight back at your own sign. Vedic tradition treats this as one of the most auspicious transits for marriage, business partnerships and public dealings, and for a general sense that life is supporting you after a year of daily grind.",
        "Saturn's move into Pisces on 29 March begins the Shani Dhaiya for Sagittarius, sometimes called Kantaka Shani, as Saturn enters your fourth house of home, mother, property and inner peace, and responsibilities at home may grow. In May, Rahu shifts to your third house, traditionally a strong position for courage and initiative, while Ketu moves into the ninth, turning your thoughts to philosophy and faith.",
        "The year therefore asks you to balance outer opportunities with inner stability: say yes to the right partnerships and keep your home life in good repair. Late October to early December, when Jupiter briefly enters Cancer, your eighth house, is better for research and quiet planning than for bold risks. These notes follow the general tradition of Vedic and Western astrology; they are not predictions of certain events, and your own chart and choices remain central.",
      ],
      love: [
        "Jupiter in your seventh house is the headline: from mid-May, marriage proposals, engagements and serious relationships are strongly favoured in traditional readings. Single Sagittarians may meet someone generous, learned or spiritually inclined, and couples who have faced misunderstandings may find a new harmony. If you have been waiting to formalise a relationship, the second half of 2025 is an auspicious time to speak to family and consult an astrologer about dates.",
        "Saturn in the fourth house can bring extra family duties, perhaps caring for a parent or handling a property matter, which may leave less time for romance. Share the load with your partner rather than carrying it alone. Ketu in the ninth may create differences over beliefs or traditions with in-laws; respect and curiosity will resolve more than argument.",
      ],
      career: [
        "Jupiter in the seventh house supports partnerships, client-facing roles, consulting, law and trade, and business owners may find a reliable partner or land a significant contract. Rahu in the third house from May boosts courage, marketing, media work and short business trips, so bold communication pays off. Read contracts carefully during Mercury's retrograde periods, particularly in July and November.",
        "Saturn in the fourth house may mean working from home, a change of office location or pressure from balancing job and family. Property investments demand patience and clear documents. Financially, the year steadies from mid-May, with gains through partnerships. Keep away from risky ventures and consult a qualified financial adviser before large commitments.",
      ],
      health: [
        "Traditional texts sometimes link Saturn in the fourth house with emotional heaviness or chest-related complaints, so keep your heart and lungs strong with regular exercise and breathing practice. Stress from family responsibilities can affect sleep; set boundaries and take breaks.",
        "Sagittarius is associated with the hips and thighs, so stretch well and take care against injuries while travelling or playing sport. Please consult a doctor about any health worry.",
      ],
      remedies: [
        "Worship Lord Vishnu on Thursdays, chant 'Om Brihaspataye Namah' 108 times and wear yellow to strengthen Jupiter, your ruling planet.",
        "Donate chana dal, turmeric or bananas at a temple on Thursdays, and show respect to teachers and elders.",
        "During Shani Dhaiya, offer water to a peepal tree on Saturday mornings and recite the Shani Chalisa.",
      ],
      faqs: [
        {
          question: "Is 2025 a good year for Sagittarius marriage?",
          answer:
            "Traditionally, yes. Jupiter, your ruling planet, transits your seventh house from mid-May, which Vedic astrology considers highly favourable for marriage and partnerships.",
        },
        {
          question: "Does Shani Dhaiya start for Sagittarius in 2025?",
          answer:
            "Yes. Saturn enters your fourth house on 29 March 2025, starting the Dhaiya (Kantaka Shani) for Sagittarius Moon-sign natives. It can bring family responsibilities and property matters into focus.",
        },
        {
          question: "How will Rahu in the third house affect Sagittarius?",
          answer:
            "Rahu in the third is traditionally a strong position, boosting courage, communication and initiative. It favours media, sales and entrepreneurial ventures.",
        },
        {
          question: "Is 2025 good for Sagittarius to buy a house?",
          answer:
            "Saturn in the fourth house asks for patience and thorough checks in property matters. A purchase is possible but should not be rushed, and every document must be verified.",
        },
        {
          question: "What colour suits Sagittarius in 2025?",
          answer:
            "Yellow and saffron, linked with Jupiter, are the traditional colours for Sagittarius. Wearing them on Thursdays is a simple way to honour your ruling planet.",
        },
      ],
      metaDescription:
        "Sagittarius yearly horoscope 2025: Jupiter blesses marriage and partnerships while Saturn starts Shani Dhaiya. Love, career, health, remedies and FAQs.",
      keywords:
        "Sagittarius horoscope 2025, Dhanu rashifal 2025, Sagittarius yearly horoscope, Sagittarius marriage 2025, Sagittarius career 2025, Sagittarius Shani Dhaiya 2025",
    },
    {
      signSlug: "capricorn",
      heading: "Capricorn Yearly Horoscope 2025",
      intro: [
        "After seven and a half years, Capricorn's Sade Sati ends on 29 March 2025, when Saturn, your own ruling planet, leaves Aquarius and enters Pisces, your third house. Few transits are awaited as eagerly. Saturn in the third house is traditionally one of its most rewarding placements, linked with courage, initiative, success through effort and stronger bonds with siblings and colleagues.",
        "Jupiter moves from your fifth house into Gemini, your sixth, in mid-May, shifting the focus from romance and creativity to work, health routines and service. Rahu enters your second house of money and family in May while Ketu moves to the eighth, so speech, savings and family harmony need thoughtful handling. From late October to early December, Jupiter's visit to Cancer, your seventh house, highlights partnerships.",
        "Many Capricorns will feel lighter this year, yet the lessons of Sade Sati, patience, humility and thrift, are worth keeping long after Saturn moves on. Treat this reading as general guidance in the spirit of Vedic and Western astrological tradition; the details of your own chart and your persistence will matter more than any single transit.",
      ],
      love: [
        "With Jupiter in your fifth house until mid-May, the early months are lovely for romance, creative outings and conversations about children, and single Capricorns may find someone who shares their values. Once Saturn leaves your second house in March, family conversations may become less tense, and the lingering heaviness in relationships begins to lift.",
        "Rahu in your second house from May calls for care with words, because a sharp or exaggerated remark could hurt family members or a partner. Be honest but kind. Late October to early December, when Jupiter visits your seventh house, is a traditionally favourable window for marriage, engagements or renewing a commitment.",
      ],
      career: [
        "Saturn in the third house rewards initiative. Capricorns who start a business, take on media, writing, sales or technical projects, or ask for a more active role may see steady progress. Jupiter in the sixth house from mid-May supports jobs in service, health, law and finance and helps you handle competition, though workloads may grow. Keep documents in order during Mercury's retrogrades.",
        "Rahu in the second house can bring income from unconventional sources, foreign clients or technology, but also a temptation to spend on status. Avoid mixing family money with risky ventures. Jupiter in the sixth can make loans easier to obtain, but keep borrowing modest. Make any investment decision together with a qualified financial adviser.",
      ],
      health: [
        "The end of Sade Sati can bring fresh energy, and Saturn in the third house supports steady fitness habits. Jupiter in the sixth house is a reminder to watch weight, sugar and liver health through a balanced diet, while Ketu in the eighth may stir health anxieties that regular check-ups can put to rest. Capricorn is linked with the knees and bones, so include strength training and calcium-rich food, and consult a doctor for medical advice.",
      ],
      remedies: [
        "Chant 'Om Sham Shanaischaraya Namah' 108 times on Saturdays in gratitude as Sade Sati ends, and light a sesame-oil lamp before Lord Shani.",
        "Donate black blankets or footwear to the needy, and treat workers, drivers and household helpers with respect and fair pay.",
        "With Rahu in your second house, avoid alcohol on Saturdays and recite the Durga Chalisa to steady your speech and finances.",
      ],
      faqs: [
        {
          question: "When does Sade Sati end for Capricorn?",
          answer:
            "In Vedic astrology, Sade Sati ends for Capricorn Moon-sign natives on 29 March 2025, when Saturn moves from Aquarius into Pisces. After that, Saturn transits your third house, traditionally a favourable position.",
        },
        {
          question: "Is 2025 good for Capricorn career growth?",
          answer:
            "In traditional terms, yes. Saturn in the third house rewards effort and initiative, and Jupiter in the sixth supports service-oriented careers and success against competition.",
        },
        {
          question: "How will Rahu in the second house affect Capricorn?",
          answer:
            "Rahu in the second can bring unusual income but also family misunderstandings and impulsive spending. Careful speech and a written budget help.",
        },
        {
          question: "Is 2025 a good year for Capricorn love?",
          answer:
            "The early months, with Jupiter in your fifth house, favour romance, and late October to early December, when Jupiter visits your seventh, suits commitment.",
        },
        {
          question: "What should Capricorn do after Sade Sati ends?",
          answer:
            "Keep the discipline, gratitude and humility that the past years taught you. Continuing Saturday remedies and charity is traditionally said to consolidate Saturn's blessings.",
        },
      ],
      metaDescription:
        "Capricorn yearly horoscope 2025: Sade Sati ends, Saturn rewards courage and Jupiter shapes your work life. Read love, career, health, remedies and FAQs.",
      keywords:
        "Capricorn horoscope 2025, Makar rashifal 2025, Capricorn yearly horoscope, Capricorn Sade Sati ends 2025, Capricorn career 2025, Capricorn love 2025",
    },
    {
      signSlug: "aquarius",
      heading: "Aquarius Yearly Horoscope 2025",
      intro: [
        "For Aquarius, 2025 marks the move into the final stretch of Sade Sati. Saturn, your ruling planet, leaves your sign on 29 March and enters Pisces, your second house of money, family and speech. This third phase is traditionally considered lighter than the peak, but it asks for careful budgeting, truthful speech and attention to family obligations.",
        "Jupiter brings good news: in mid-May it moves from your fourth house into Gemini, your fifth house of children, romance, education and creativity. Vedic astrologers rank Jupiter in the fifth among its most blessed positions, and from there it aspects your own sign, adding optimism and wisdom. In the same month Rahu enters Aquarius and Ketu your seventh house, intensifying your personality and your relationships.",
        "The total lunar eclipse of 7-8 September falls in Aquarius in the Vedic zodiac and is visible across India, making it a personal milestone. Western readers will note the lunar nodes moving onto the Aquarius-Leo axis early in the year. As always, these are traditional indications, not certainties, and your own chart refines them.",
      ],
      love: [
        "Jupiter in the fifth house from mid-May is a beautiful placement for love. Single Aquarians may meet someone thoughtful and kind, and existing relationships grow warmer. Couples hoping for children may find this period traditionally supportive, though medical guidance is essential in such matters. Creative dates, learning something together and shared causes all suit your style.",
        "Ketu in your seventh house can make a partner seem distant or unpredictable, while Rahu in your sign may leave you restless and hungry for change. Resist the urge to make drastic decisions. The September eclipse in your sign suggests stepping back to reflect before acting, especially where relationships are concerned.",
      ],
      career: [
        "Rahu in your first house gives drive and a magnetic public image that suits technology, innovation, social causes, media and start-ups, and you may be drawn to unconventional projects. Jupiter in the fifth supports teaching, consulting, advisory roles and creative work. Saturn in the second asks you to build steady income streams rather than chase quick success.",
        "Money matters deserve attention with Saturn in your second house: spending on family, education or health may rise, while savings grow slowly but surely with discipline. Avoid lending money without documentation, and think twice before putting money into high-risk schemes while Rahu is in your sign. Please take financial decisions with a qualified adviser.",
      ],
      health: [
        "Rahu in the first house may bring restlessness, irregular sleep or impulsive habits, so build a firm routine into your day. Saturn in the second house suggests care with teeth, throat and diet; avoid junk food and eat at regular times.",
        "Aquarius is linked with circulation and the ankles, so regular walks and stretching help, and meditation is especially useful around the September eclipse. Consult a doctor about any persistent health concern.",
      ],
      remedies: [
        "Recite the Dashratha Shani Stotra or chant 'Om Praam Preem Praum Sah Shanaischaraya Namah' on Saturdays to ease the last phase of Sade Sati.",
        "With Rahu in your sign, worship Goddess Durga and donate blue or black blankets to the needy on Saturdays.",
        "Feed crows and stray dogs, and help sanitation workers or labourers; tradition holds that such service pleases both Saturn and Rahu.",
      ],
      faqs: [
        {
          question: "Is Aquarius still under Sade Sati in 2025?",
          answer:
            "Yes. From 29 March 2025, Aquarius enters the final phase of Sade Sati as Saturn transits your second house. This phase lasts until Saturn leaves Pisces in mid-2027.",
        },
        {
          question: "What does Rahu in Aquarius mean in 2025?",
          answer:
            "Rahu enters Aquarius in May 2025 for about eighteen months, which astrologers associate with ambition, originality and restlessness. Grounding routines and clear goals help channel this energy.",
        },
        {
          question: "Is 2025 good for Aquarius students?",
          answer:
            "Jupiter in the fifth house from mid-May is traditionally excellent for education, exams and creative study. Regular effort is likely to be well rewarded.",
        },
        {
          question: "How does the September 2025 lunar eclipse affect Aquarius?",
          answer:
            "The total lunar eclipse of 7-8 September falls in Aquarius in the Vedic zodiac and is visible in India. Many families observe sutak traditions, and astrologers advise reflection rather than big decisions around that date.",
        },
        {
          question: "Is 2025 a good year for Aquarius love?",
          answer:
            "Jupiter in the fifth house favours romance, while Ketu in the seventh asks for patience with partners. Open communication helps relationships flourish.",
        },
      ],
      metaDescription:
        "Aquarius yearly horoscope 2025: final phase of Sade Sati, Jupiter blesses your fifth house and Rahu enters your sign. Love, career, health, remedies, FAQs.",
      keywords:
        "Aquarius horoscope 2025, Kumbh rashifal 2025, Aquarius yearly horoscope, Aquarius Sade Sati 2025, Rahu in Aquarius 2025, Aquarius career 2025",
    },
    {
      signSlug: "pisces",
      heading: "Pisces Yearly Horoscope 2025",
      intro: [
        "Pisces meets the heart of Sade Sati in 2025. On 29 March Saturn enters your own sign, beginning the second and most significant phase of its seven-and-a-half-year cycle. Tradition describes this as a time of responsibility, maturity and testing, when patience and discipline build lasting strength. It is not a sentence of misfortune: many people achieve their most solid results while Saturn crosses their first house.",
        "Rahu leaves your sign in May for your twelfth house, easing a confusion that may have clouded your self-image since late 2023, while Ketu shifts into your sixth house, supporting victory over obstacles. Jupiter, your ruling planet, enters Gemini, your fourth house of home, mother and property, in mid-May, and briefly visits Cancer, your fifth house, from late October to early December.",
        "Western astrologers also see a shift, with Saturn and Neptune beginning their move out of tropical Pisces toward Aries after several years in your sign. Whichever system you prefer, use these readings as guidance rather than certainty, and lean on your own chart, your faith and practical effort. Small, steady steps taken in 2025 can become the foundation of the years ahead.",
      ],
      love: [
        "Saturn in your first house can make you more serious and reserved, and partners may notice that you are focused on duty; explain your mood rather than withdrawing. Single Pisceans may be drawn to a mature, responsible partner, and slow relationships are the more reliable ones this year. Jupiter in the fourth house from mid-May supports harmony at home, family blessings and perhaps a move to a new home together.",
        "Ketu's move into your sixth house frees you from some of the partnership confusion of recent years. Late October to early December, when Jupiter briefly enters your fifth house, is traditionally a sweet window for romance, proposals and joy through children. The solar eclipse of 29 March falls in Pisces, so avoid big relationship decisions around that time.",
      ],
      career: [
        "Saturn in the first house asks you to take charge of your career path. Promotions may come slowly, but consistent effort builds a strong reputation, and work in healthcare, spirituality, the arts, social service and research is favoured. Rahu in the twelfth may open opportunities abroad or with multinational companies, though it can also bring hidden costs. Keep plans realistic and avoid over-committing.",
        "Jupiter in the fourth house from mid-May supports buying property or a vehicle, home improvements and working from home, and Ketu in the sixth helps settle disputes and clear debts. Rahu in the twelfth calls for firm control of expenses, particularly on travel and luxuries. Before investing or taking a loan, speak to a qualified financial adviser.",
      ],
      health: [
        "Saturn in your sign can bring fatigue, aches or low moods, so prioritise rest, a consistent routine and nourishing food. Rahu in the twelfth may disturb sleep; keep screens away late at night. Ketu in the sixth is traditionally supportive for recovering from long-standing ailments.",
        "Pisces is associated with the feet and the lymphatic system, so comfortable footwear, daily walking and plenty of water help. Please consult a doctor about any persistent symptom.",
      ],
      remedies: [
        "Recite the Hanuman Chalisa every day, and especially on Saturdays, to ease the peak phase of Sade Sati.",
        "Worship Lord Vishnu on Thursdays, water a banana plant and donate yellow sweets or turmeric to strengthen Jupiter, your ruling planet.",
        "On Saturdays, perform chhaya daan by looking at your reflection in a bowl of mustard oil and offering it at a Shani temple, and donate footwear or umbrellas to those in need.",
      ],
      faqs: [
        {
          question: "Is Pisces in the peak of Sade Sati in 2025?",
          answer:
            "Yes. When Saturn enters Pisces on 29 March 2025, Pisces Moon-sign natives enter the second and most significant phase of Sade Sati. It lasts about two and a half years and is traditionally a time of responsibility and growth.",
        },
        {
          question: "When does Rahu leave Pisces?",
          answer:
            "Rahu moves from Pisces into Aquarius in mid-May 2025. Many Pisceans may feel clearer and more confident once this transit ends.",
        },
        {
          question: "Is 2025 good for Pisces to buy property?",
          answer:
            "Jupiter in the fourth house from mid-May is traditionally favourable for property, vehicles and home comforts. Still, check documents and finances carefully before committing.",
        },
        {
          question: "How can Pisces manage Sade Sati stress?",
          answer:
            "Regular routines, spiritual practice, honest work and charity are the traditional ways of working with Saturn. A personal consultation can suggest remedies suited to your chart.",
        },
        {
          question: "What does the March 2025 solar eclipse mean for Pisces?",
          answer:
            "The 29 March solar eclipse falls in Pisces in the Vedic zodiac, on the same day Saturn enters your sign. Astrologers suggest reflection and prayer, and postponing major launches around that date.",
        },
      ],
      metaDescription:
        "Pisces yearly horoscope 2025: Saturn enters your sign for the peak of Sade Sati, Rahu departs and Jupiter blesses home life. Love, career, remedies, FAQs.",
      keywords:
        "Pisces horoscope 2025, Meen rashifal 2025, Pisces yearly horoscope, Pisces Sade Sati 2025, Pisces career 2025, Pisces love 2025",
    },
  ],
};
