// DEMO CONTENT. These blog posts were written for this project to demonstrate the
// blog pages; the authors named here are invented, not real people. Rows are
// inserted with isDemo = true. Articles are informational and promise nothing.
//
// `<img src="content-1">` in an article is a content key, not a URL: the blog
// page swaps it for the matching blog_images row's contentUrl.

import { BLOG_AUTHORS } from "~/domain/blog-upload";

export type DemoBlog = {
  /** SEO heading; the slug is made from it. */
  heading: string;
  mainHeading: string;
  mainDescription: string;
  /** Author label shown on the post. */
  article: string;
  keywords: string[];
  htmlContent: string;
  /** File in /images/blogs/content for the article's content-1 image, if any. */
  contentImage?: string;
};

// The demo posts are written by the blog form's seven invented authors.
const [vikram, meera, raghunath, kavya, harish, ananya, sunil] = BLOG_AUTHORS;

/**
 * Newest first: the seed gives all but the last two past schedule dates in this
 * order and the last two future dates (still unpublished).
 */
export const demoBlogs: DemoBlog[] = [
  {
    heading: "How Saturn Transit Affects Your Career",
    mainHeading: "Saturn Transit and Your Career: Slow Work, Lasting Results",
    mainDescription:
      "Saturn rewards patience and discipline. Here is how astrologers read its transit through the career houses of a chart, and how to use the period well.",
    article: vikram,
    keywords: ["saturn transit", "shani gochar", "career astrology", "tenth house"],
    contentImage: "saturn-transit.svg",
    htmlContent: `<p>Saturn, or Shani, is the slowest of the planets visible to the naked eye. It takes roughly two and a half years to cross one sign and about twenty-nine and a half years to go round the whole zodiac. Because it moves so slowly, its transit (gochar) colours long stretches of life, and astrologers pay special attention to it when a client asks about work.</p>
<img src="content-1" alt="Saturn with its rings moving across a band of zodiac signs">
<h2>Saturn and the houses of work</h2>
<p>In Vedic astrology the tenth house describes career and public standing, the sixth house daily work and service, and the eleventh house gains. When Saturn passes through or aspects these houses, astrologers often describe a period in which effort counts for more than luck. Promotions may come later than hoped, but what is built tends to last.</p>
<ul>
<li>Through the tenth house: responsibility grows, sometimes before recognition does.</li>
<li>Through the sixth house: a good time to clear backlogs and improve routines.</li>
<li>Through the eleventh house: steady gains from long-term effort and networks.</li>
</ul>
<h2>Making good use of the period</h2>
<p>Saturn is associated with structure, so practical steps suit it: learning a skill properly, keeping commitments, and planning finances with care. Many people find a Saturn transit less difficult when they stop expecting quick results. A reading of your full chart, including the dasha you are running, gives a far more complete picture than the transit alone, and no single transit decides the course of a career.</p>`,
  },
  {
    heading: "Understanding Sade Sati: Myths and Realities",
    mainHeading: "Sade Sati Without the Fear: What the Seven and a Half Years Mean",
    mainDescription:
      "Sade Sati is one of the most talked-about periods in Indian astrology. We separate the tradition from the scare stories.",
    article: raghunath,
    keywords: ["sade sati", "shani", "saturn", "moon sign", "vedic astrology"],
    htmlContent: `<p>Sade Sati literally means "seven and a half". It is the period during which Saturn transits the sign before your natal Moon sign, the Moon sign itself, and the sign after it. Since Saturn spends about two and a half years in each sign, the whole period lasts around seven and a half years, and most people experience it two or three times in a lifetime.</p>
<h2>The three phases</h2>
<ul>
<li><strong>Rising phase:</strong> Saturn in the twelfth sign from the Moon, often linked with expenses, travel and letting go.</li>
<li><strong>Peak phase:</strong> Saturn over the Moon sign, traditionally the most testing for emotions and health routines.</li>
<li><strong>Setting phase:</strong> Saturn in the second sign from the Moon, connected with family, speech and savings.</li>
</ul>
<h2>Myths worth setting aside</h2>
<p>Sade Sati is not seven and a half years of misfortune. Many people marry, start businesses or reach important goals during it. Astrologers look at the strength of Saturn and the Moon in the birth chart, the running dasha and the houses involved before saying anything about a particular person. For some charts, Saturn is a friendly planet and the period brings maturity and lasting achievement.</p>
<p>Traditional practices such as lighting a sesame oil lamp on Saturdays, reciting Hanuman Chalisa or serving others are offered as ways to stay grounded and disciplined. They are a matter of faith and personal choice, and they work best alongside practical planning rather than in place of it.</p>`,
  },
  {
    heading: "Mercury Retrograde: What It Means and How to Navigate It",
    mainHeading: "Mercury Retrograde: A Calm Guide to the Most Blamed Transit",
    mainDescription:
      "Three or four times a year Mercury appears to move backwards. Here is what that means and some sensible ways to work with it.",
    article: kavya,
    keywords: ["mercury retrograde", "budh vakri", "communication", "planetary transit"],
    htmlContent: `<p>Mercury, called Budh in Sanskrit, rules communication, trade, learning and short journeys. Three or four times a year it appears to slow down, stop and move backwards against the stars for about three weeks. The planet does not actually reverse; the effect comes from the Earth and Mercury moving at different speeds in their orbits. In Vedic astrology a retrograde planet is called vakri.</p>
<h2>Why astrologers pay attention</h2>
<p>Because Mercury governs messages and details, its retrograde periods are traditionally seen as times when misunderstandings and delays are more likely. Contracts may need another look, travel plans may change and old conversations may return. None of this is certain, and plenty of good things happen during a retrograde.</p>
<h2>Practical ways to work with it</h2>
<ul>
<li>Read agreements twice and keep written records of important discussions.</li>
<li>Back up your phone and computer, and leave extra time for travel.</li>
<li>Use the period for the "re" words: review, revise, reconnect, repair.</li>
<li>If a big decision cannot wait, gather the facts carefully and go ahead.</li>
</ul>
<p>In your own chart, the house Mercury occupies and the signs it crosses during the retrograde show which areas of life are most involved. A retrograde is a useful reminder to slow down and check the details, not a reason to put life on hold.</p>`,
  },
  {
    heading: "Navratri: The Nine Nights and Their Astrological Significance",
    mainHeading: "Navratri: Nine Nights, Nine Forms of the Goddess",
    mainDescription:
      "Navratri celebrates the nine forms of Goddess Durga. We look at the tradition behind each night and why the timing follows the Moon.",
    article: meera,
    keywords: ["navratri", "navadurga", "durga puja", "festival", "hindu calendar"],
    htmlContent: `<p>Navratri, the festival of nine nights, honours the Goddess in her nine forms, known together as Navadurga. It is celebrated twice a year in most of India: Chaitra Navratri in spring and Sharad Navratri in autumn, which is the more widely observed of the two and leads to Vijayadashami, or Dussehra, on the tenth day.</p>
<h2>The nine forms</h2>
<ul>
<li>Shailaputri, daughter of the mountains, and Brahmacharini, the devoted ascetic.</li>
<li>Chandraghanta, who wears the crescent moon, and Kushmanda, creator of the cosmic egg.</li>
<li>Skandamata, mother of Kartikeya, and Katyayani, the warrior goddess.</li>
<li>Kalaratri, who destroys darkness, Mahagauri, the radiant one, and Siddhidatri, giver of accomplishment.</li>
</ul>
<h2>Why the dates follow the Moon</h2>
<p>Navratri begins on the first lunar day (Pratipada) of the bright fortnight, so its dates move on the solar calendar each year. The growing Moon is a traditional symbol of increasing light and energy, which suits a festival about the victory of good over harmful tendencies.</p>
<p>Customs vary widely: Garba and Dandiya in Gujarat, Durga Puja pandals in Bengal, Golu doll displays in Tamil Nadu and Karnataka, and fasting in many homes. Anyone with a health condition should speak to a doctor before fasting. The spirit of the festival is devotion, discipline and joy, however you choose to observe it.</p>`,
  },
  {
    heading: "Choosing a Diwali Muhurat: A Practical Guide",
    mainHeading: "Diwali Lakshmi Puja Muhurat: How the Auspicious Time Is Chosen",
    mainDescription: "Why Lakshmi Puja is done at a particular time on Diwali evening, and what Pradosh Kaal and Sthir Lagna mean.",
    article: harish,
    keywords: ["diwali muhurat", "lakshmi puja", "pradosh kaal", "sthir lagna", "choghadiya"],
    htmlContent: `<p>Diwali falls on the new moon (Amavasya) of the month of Kartika in the Purnimanta reckoning, called Ashvin in the Amanta calendar followed in much of western and southern India. The central ritual for many families is Lakshmi Puja in the evening, and panchangs publish a muhurat, an auspicious window, for it every year.</p>
<h2>The ingredients of the muhurat</h2>
<ul>
<li><strong>Amavasya tithi:</strong> the puja is done while the new moon lunar day is running.</li>
<li><strong>Pradosh Kaal:</strong> the period of roughly two and a half hours after sunset, considered ideal for evening worship.</li>
<li><strong>Sthir Lagna:</strong> a fixed rising sign, most often Taurus (Vrishabha) on Diwali evening, chosen so that prosperity "stays".</li>
<li><strong>Choghadiya:</strong> many business families also consult these day and night divisions when opening new account books.</li>
</ul>
<h2>Why your city matters</h2>
<p>Sunset and the rising sign depend on where you are, so the muhurat for Kolkata differs from the one for Mumbai by several minutes or more. Always use a panchang calculated for your own city.</p>
<p>If the ideal window does not suit your household, tradition allows flexibility: a sincere puja at a convenient time on the festival evening is better than a rushed one. Clean surroundings, lamps, family gathered together and a spirit of gratitude are at the heart of Diwali.</p>`,
  },
  {
    heading: "Rahu and Ketu: The Shadow Planets Explained",
    mainHeading: "Rahu and Ketu: Understanding the Lunar Nodes",
    mainDescription:
      "Rahu and Ketu are not physical planets but points in the sky. Here is what they are and how Vedic astrology interprets them.",
    article: vikram,
    keywords: ["rahu", "ketu", "lunar nodes", "chhaya graha", "eclipse"],
    htmlContent: `<p>Among the nine grahas of Vedic astrology, Rahu and Ketu are unusual: they have no physical body. They are the two points where the Moon's path around the sky crosses the Sun's apparent path, the ecliptic. Rahu is the north node and Ketu the south node, and they are always exactly opposite each other. That is why they are called chhaya grahas, or shadow planets.</p>
<h2>Movement and eclipses</h2>
<p>The nodes move backwards through the zodiac, spending about eighteen months in each sign and completing a circuit in roughly eighteen and a half years. Eclipses happen when a new or full moon falls close to one of the nodes, which is why the old story tells of Rahu and Ketu swallowing the Sun and Moon.</p>
<h2>How they are interpreted</h2>
<ul>
<li><strong>Rahu</strong> is linked with desire, ambition, foreign connections, technology and the unconventional.</li>
<li><strong>Ketu</strong> is linked with detachment, intuition, spiritual inquiry and past experience.</li>
<li>The house axis they occupy in a chart is read as an area of life where growth and release are both at work.</li>
</ul>
<p>The Rahu and Ketu dashas, lasting eighteen and seven years in the Vimshottari system, are often described as periods of change. How they play out depends on the whole chart: the sign, the house, the planets with them and the lord of the sign. Generalisations about "bad" nodes are not a substitute for a careful reading.</p>`,
  },
  {
    heading: "Gemstones in Vedic Astrology: A Balanced Look",
    mainHeading: "Navaratna Gemstones: Tradition, Choice and Caution",
    mainDescription:
      "Each of the nine grahas has a traditional gemstone. Here is the list, how astrologers approach recommendations, and what to keep in mind before buying.",
    article: ananya,
    keywords: ["gemstones", "navaratna", "ratna", "yellow sapphire", "astrology remedies"],
    htmlContent: `<p>Gemstones, or ratnas, are one of the best-known remedies in Vedic astrology. The tradition assigns one stone to each of the nine grahas, and the set of nine together is called the Navaratna.</p>
<h2>The nine stones</h2>
<ul>
<li>Sun: ruby (manik). Moon: pearl (moti). Mars: red coral (moonga).</li>
<li>Mercury: emerald (panna). Jupiter: yellow sapphire (pukhraj). Venus: diamond (heera).</li>
<li>Saturn: blue sapphire (neelam). Rahu: hessonite (gomed). Ketu: cat's eye (lehsunia).</li>
</ul>
<h2>How a recommendation is made</h2>
<p>Traditionally a stone is suggested to strengthen a planet that is helpful for the chart but weak, not simply the planet of your Sun or Moon sign. The same stone can suit one person and be a poor choice for another, which is why careful astrologers look at the ascendant, house lordships and the running dasha first. Some stones, blue sapphire in particular, are usually tried cautiously.</p>
<h2>Before you buy</h2>
<p>Ask for a certificate from a recognised gem testing laboratory, and be wary of anyone who pressures you into an expensive purchase or promises specific results. A gemstone is a matter of faith and tradition. It is not a treatment for any illness and should never replace medical care, financial advice or your own effort. Many astrologers also suggest simpler remedies, such as mantras, charity or changes in routine, which cost little and can be just as meaningful.</p>`,
  },
  {
    heading: "Kundli Matching: What the Guna Milan Score Really Tells You",
    mainHeading: "Kundli Matching and the 36 Gunas, Explained",
    mainDescription:
      "Ashtakoota matching gives a score out of 36. Here is what the eight kootas measure and why the number is only the beginning.",
    article: raghunath,
    keywords: ["kundli matching", "guna milan", "ashtakoota", "marriage astrology", "horoscope matching"],
    htmlContent: `<p>In many Indian families, matching the birth charts of a prospective bride and groom is an important step before marriage. The most common method in north India is Ashtakoota Guna Milan, which compares the Moon signs and Nakshatras of the two charts across eight factors and gives a score out of 36.</p>
<h2>The eight kootas</h2>
<ul>
<li>Varna (1 point) and Vashya (2 points): temperament and mutual influence.</li>
<li>Tara (3 points) and Yoni (4 points): wellbeing and instinctive compatibility.</li>
<li>Graha Maitri (5 points): friendship between the Moon sign lords.</li>
<li>Gana (6 points): nature, classed as deva, manushya or rakshasa.</li>
<li>Bhakoot (7 points) and Nadi (8 points): emotional and family harmony, given the most weight.</li>
</ul>
<h2>Reading the score sensibly</h2>
<p>A total of 18 or more is traditionally considered acceptable, and higher scores are welcomed. But the score looks only at the Moon. A thoughtful astrologer also examines each chart on its own: the seventh house, Venus and Jupiter, Mangal dosha and the dashas ahead. Low-scoring matches can work well, and high-scoring ones are no guarantee of happiness.</p>
<p>In South India, systems such as the ten porutham are used instead. Whatever the method, chart matching is best treated as one input among many. Shared values, honest communication, respect and the consent of both people matter far more than any number.</p>`,
  },
  {
    heading: "Vastu Shastra Basics for Modern Apartments",
    mainHeading: "Vastu for Apartments: Simple Principles for City Homes",
    mainDescription: "You cannot always choose which way your flat faces. These Vastu ideas adapt easily to modern apartments.",
    article: harish,
    keywords: ["vastu shastra", "vastu tips", "apartment vastu", "home directions"],
    contentImage: "vastu-directions.svg",
    htmlContent: `<p>Vastu Shastra is the traditional Indian science of architecture and space. Its classical texts were written for houses built from scratch, but many of its principles translate well to apartments, where the layout is already fixed.</p>
<img src="content-1" alt="A compass showing the eight directions used in Vastu Shastra">
<h2>The directions and their uses</h2>
<ul>
<li><strong>North-east (Ishanya):</strong> associated with water and the divine; a good place for prayer, meditation or a quiet reading corner. Keep it clean and uncluttered.</li>
<li><strong>South-east (Agneya):</strong> the corner of fire, traditionally preferred for the kitchen or cooking area.</li>
<li><strong>South-west (Nairutya):</strong> linked with stability; often recommended for the main bedroom or heavy storage.</li>
<li><strong>North and east:</strong> openings here let in morning light and air, which Vastu values highly.</li>
</ul>
<h2>When the layout cannot change</h2>
<p>Most Vastu advice for flats is about how you use a space rather than rebuilding it. Moving a desk so that you face east or north while working, keeping the entrance bright and free of clutter, fixing leaking taps and letting in as much natural light as possible are all simple steps.</p>
<p>Be cautious of advice that asks for costly demolition or promises that a change will bring wealth. Vastu at its best is about harmony, light, ventilation and order: qualities that make any home more pleasant to live in.</p>`,
  },
  {
    heading: "Your Numerology Life Path Number Explained",
    mainHeading: "Life Path Numbers: How to Calculate Yours and What It Suggests",
    mainDescription:
      "Your life path number is the core number of numerology. Learn the calculation and the themes traditionally associated with each number.",
    article: kavya,
    keywords: ["numerology", "life path number", "master numbers", "birth date numerology"],
    htmlContent: `<p>In numerology, the life path number is derived from your full date of birth and is considered the most important number in your profile. It is said to describe the broad themes and lessons of your life rather than specific events.</p>
<h2>How to calculate it</h2>
<p>Add all the digits of your date of birth and keep reducing the total until a single digit remains. For someone born on 14 August 1990: 1 + 4 + 0 + 8 + 1 + 9 + 9 + 0 = 32, and 3 + 2 = 5, so the life path number is 5. Many numerologists do not reduce 11, 22 and 33, which are treated as master numbers.</p>
<h2>The numbers at a glance</h2>
<ul>
<li><strong>1:</strong> independence and leadership. <strong>2:</strong> cooperation and sensitivity. <strong>3:</strong> expression and creativity.</li>
<li><strong>4:</strong> structure and hard work. <strong>5:</strong> freedom and change. <strong>6:</strong> care and responsibility.</li>
<li><strong>7:</strong> reflection and study. <strong>8:</strong> ambition and management. <strong>9:</strong> compassion and completion.</li>
</ul>
<p>Indian numerology also gives weight to the psychic or root number, the day of birth reduced to one digit, and links each number to a graha, such as 1 with the Sun and 8 with Saturn. A life path number is a lens for self-reflection, not a fixed destiny. Two people with the same number can lead very different lives, shaped by their choices, circumstances and effort.</p>`,
  },
  {
    heading: "Tarot Basics: A Beginner's Guide to the Major Arcana",
    mainHeading: "Tarot for Beginners: Understanding the 78 Cards",
    mainDescription: "How a tarot deck is organised, what the Major Arcana represent and how to approach a reading with an open mind.",
    article: ananya,
    keywords: ["tarot", "tarot for beginners", "major arcana", "minor arcana", "tarot reading"],
    htmlContent: `<p>Tarot began as a European card game and, over the last two centuries, became a popular tool for reflection and guidance. Today it is practised all over India alongside traditional astrology, and many readers use it to help clients think through a question from new angles.</p>
<h2>How the deck is organised</h2>
<ul>
<li><strong>Major Arcana:</strong> 22 cards numbered from 0, The Fool, to 21, The World, describing major life themes and turning points.</li>
<li><strong>Minor Arcana:</strong> 56 cards in four suits: Wands (energy and action), Cups (emotions and relationships), Swords (thought and conflict) and Pentacles (work and material life).</li>
<li>Each suit runs from Ace to Ten, followed by four court cards: Page, Knight, Queen and King.</li>
</ul>
<h2>A few Major Arcana cards</h2>
<p>The Fool stands for new beginnings and trust in the journey. The High Priestess points to intuition and hidden knowledge. Death, despite its name, usually signals an ending that makes room for something new rather than anything literal. The Star brings hope and renewal after difficulty.</p>
<h2>Approaching a reading</h2>
<p>Good questions are open ones, such as "What should I understand about this situation?" rather than "Will this definitely happen?" A skilled reader treats the cards as prompts for insight, not fixed predictions. Tarot can support reflection, but important health, legal or financial decisions deserve qualified professional advice.</p>`,
  },
  {
    heading: "The 27 Nakshatras: An Introduction to Lunar Mansions",
    mainHeading: "Nakshatras: The 27 Lunar Mansions of Vedic Astrology",
    mainDescription:
      "Long before the twelve signs, Indian astronomers divided the sky into 27 Nakshatras. Here is how they work and why they still matter.",
    article: meera,
    keywords: ["nakshatra", "lunar mansions", "birth star", "janma nakshatra", "vimshottari dasha"],
    contentImage: "nakshatra-wheel.svg",
    htmlContent: `<p>The Moon takes about twenty-seven days to travel once around the zodiac. Ancient Indian astronomers divided its path into 27 equal parts, the Nakshatras or lunar mansions, each roughly the distance the Moon covers in a day. They appear in the Vedas and remain central to Jyotish today.</p>
<img src="content-1" alt="A wheel divided into twenty-seven segments representing the Nakshatras">
<h2>How they are measured</h2>
<p>Each Nakshatra spans 13 degrees and 20 minutes of the zodiac and is divided into four quarters called padas. The sequence begins with Ashwini at the start of Aries and ends with Revati at the end of Pisces. The Nakshatra occupied by the Moon at your birth is your janma nakshatra, or birth star.</p>
<h2>Why they matter</h2>
<ul>
<li>Each Nakshatra has a ruling planet, and the birth star decides where the Vimshottari dasha sequence begins.</li>
<li>They are used in choosing muhurats, in kundli matching and in naming ceremonies, where the first syllable of a name may be taken from the pada.</li>
<li>Each has a deity and symbol, such as Rohini with Brahma and the chariot, adding depth to interpretation.</li>
</ul>
<p>Knowing your birth star adds a layer to your understanding of the Moon in your chart, which stands for the mind and emotions. Like every element of astrology, it is best read together with the rest of the chart rather than on its own.</p>`,
  },
  {
    heading: "Mangal Dosha: Understanding Manglik Status Without Fear",
    mainHeading: "Mangal Dosha: What Being Manglik Really Means",
    mainDescription:
      "Being Manglik is very common and often overstated. Here is how Mangal dosha is defined and the many ways it is traditionally cancelled.",
    article: vikram,
    keywords: ["mangal dosha", "manglik", "kuja dosha", "mars", "marriage astrology"],
    htmlContent: `<p>Mangal dosha, also called Kuja dosha, is one of the most discussed topics in marriage astrology, and one of the most misunderstood. In the most common definition, a chart is considered Manglik when Mars occupies the first, fourth, seventh, eighth or twelfth house, and some traditions add the second. Many astrologers check these positions from the ascendant, the Moon and Venus.</p>
<h2>Why it is so common</h2>
<p>With five or six houses out of twelve counted, and three reference points, a large share of all charts show some form of Mangal dosha. That alone is a reason to avoid treating it as rare or alarming. Mars represents energy, courage and drive, and its placement describes how a person expresses them in close relationships.</p>
<h2>Traditional cancellations</h2>
<ul>
<li>Both partners being Manglik is traditionally seen as balancing the dosha.</li>
<li>Mars in its own sign or exaltation, or in certain signs for certain houses, reduces or cancels it.</li>
<li>The aspect of Jupiter, or the strength of the seventh house, is also considered.</li>
<li>Many traditions hold that the effect weakens with age, often cited as after 28.</li>
</ul>
<p>Remedies such as Hanuman worship or a symbolic kumbh vivah are matters of faith. No one should be turned away as a partner, or pressured into costly rituals, because of this placement alone. A full chart reading and, above all, mutual understanding between two people matter far more.</p>`,
  },
  {
    heading: "Ekadashi: The Eleventh Lunar Day and Its Traditions",
    mainHeading: "Ekadashi Fasting: Meaning, Observance and the Parana",
    mainDescription:
      "Ekadashi comes twice every lunar month. Learn what it is, why it is dedicated to Lord Vishnu and how the fast is traditionally kept and broken.",
    article: raghunath,
    keywords: ["ekadashi", "ekadashi vrat", "vishnu", "tithi", "parana"],
    htmlContent: `<p>Ekadashi is the eleventh tithi, or lunar day, of each fortnight of the Hindu lunar month. It occurs twice a month, once in the waxing fortnight (Shukla Paksha) and once in the waning fortnight (Krishna Paksha), giving about twenty-four Ekadashis in a normal year. Each has its own name and story, and the day is dedicated to Lord Vishnu.</p>
<h2>Well-known Ekadashis</h2>
<ul>
<li><strong>Nirjala Ekadashi</strong> in Jyeshtha, observed by some without even water.</li>
<li><strong>Devshayani Ekadashi</strong> in Ashadha, marking the start of Chaturmas.</li>
<li><strong>Prabodhini (Devutthana) Ekadashi</strong> in Kartika, when Chaturmas ends.</li>
<li><strong>Vaikuntha Ekadashi</strong>, especially celebrated in South Indian temples.</li>
</ul>
<h2>Keeping the fast</h2>
<p>Observance ranges from a complete fast to a single meal or a diet without grains and pulses, with fruit, milk and specific flours allowed. The time spent is traditionally devoted to prayer, reading scriptures and chanting. The fast is broken the next day, on Dwadashi, within a window called parana that panchangs publish for each city.</p>
<p>Ekadashi is a spiritual practice, and people are encouraged to observe it in a way that suits their health. Children, older people, pregnant women and anyone with a medical condition should choose a lighter form or speak to a doctor first.</p>`,
  },
  {
    heading: "Guru Purnima: Honouring Teachers Under the Full Moon",
    mainHeading: "Guru Purnima: A Festival of Gratitude to Teachers",
    mainDescription:
      "Guru Purnima falls on the full moon of Ashadha. Here is its history, its link to Ved Vyasa, and how it is celebrated today.",
    article: meera,
    keywords: ["guru purnima", "vyasa purnima", "full moon", "ashadha", "teachers"],
    htmlContent: `<p>Guru Purnima is celebrated on the full moon day of the month of Ashadha, usually in June or July. The word guru is often explained as "one who removes darkness", and the day is set aside to thank the teachers who shape our lives, whether spiritual guides, school teachers or parents.</p>
<h2>Roots of the festival</h2>
<ul>
<li>It is also called Vyasa Purnima, honouring Maharishi Ved Vyasa, traditionally credited with compiling the Vedas and composing the Mahabharata.</li>
<li>In Buddhist tradition the same full moon marks the Buddha's first sermon at Sarnath.</li>
<li>Jain communities observe it as the day Mahavira accepted his first disciple.</li>
</ul>
<h2>The astrological view</h2>
<p>Jupiter, the planet called Guru in Jyotish, signifies wisdom, teaching and blessings. Many people use Guru Purnima to reflect on Jupiter's themes: learning, guidance and generosity. A full moon is traditionally seen as a time of clarity, when the mind, represented by the Moon, is bright and receptive.</p>
<p>Celebrations include visiting one's teacher, offering flowers or a simple gift, reading sacred texts, and starting a new course of study. Even a note of thanks to someone who taught you well is in the spirit of the day.</p>`,
  },
  {
    heading: "Jupiter Transit and Personal Growth",
    mainHeading: "Jupiter's Yearly Transit: Where Growth Comes Knocking",
    mainDescription:
      "Jupiter spends about a year in each sign. Find out how astrologers read its transit and its special aspects in your chart.",
    article: sunil,
    keywords: ["jupiter transit", "guru gochar", "brihaspati", "jupiter aspects"],
    htmlContent: `<p>Jupiter, known as Guru or Brihaspati, is considered the most benevolent planet in Vedic astrology. It takes about twelve years to travel around the zodiac, spending roughly a year in each sign. Its yearly move into a new sign is one of the most anticipated transits in Indian astrology.</p>
<h2>What Jupiter represents</h2>
<p>Jupiter stands for wisdom, teachers, children, faith, good judgement and expansion. Where it transits, astrologers expect opportunities to grow, learn and receive support. It is not a promise of good fortune, but it is often described as making effort more fruitful.</p>
<h2>Jupiter's special aspects</h2>
<ul>
<li>Every planet aspects the seventh house from itself; Jupiter also aspects the fifth and ninth houses.</li>
<li>These three houses from its transit position are believed to receive its protective influence.</li>
<li>When Jupiter transits the second, fifth, seventh, ninth or eleventh house from the Moon, the period is traditionally considered favourable.</li>
</ul>
<h2>Using the transit well</h2>
<p>A Jupiter transit is a good time to study, seek mentors, teach others and plan for the long term. Overconfidence and overindulgence are its pitfalls, so balance optimism with care. Your own chart, especially Jupiter's natal strength and your running dasha, shapes how strongly you feel its transit.</p>`,
  },
  {
    heading: "Understanding Your Moon Sign (Rashi)",
    mainHeading: "Moon Sign or Sun Sign? Why Indian Astrology Looks to the Moon",
    mainDescription:
      "Indian horoscopes are usually read by Moon sign, or Rashi. Here is what it is, how it differs from the Sun sign and how to find yours.",
    article: sunil,
    keywords: ["moon sign", "rashi", "sun sign", "vedic horoscope", "chandra"],
    htmlContent: `<p>If you have read both a Western and an Indian horoscope, you may have noticed that they can give you different signs. Western astrology usually uses the Sun sign, the sign the Sun occupied at birth. Vedic astrology places more emphasis on the Moon sign, called your Rashi.</p>
<h2>Why the Moon?</h2>
<p>In Jyotish the Moon (Chandra) represents the mind, emotions and how we experience daily life. Because the Moon moves quickly, changing signs about every two and a quarter days, the Moon sign is more personal than the Sun sign, which is shared by everyone born in the same month. Many traditional predictions, including Sade Sati and transit results, are counted from the Moon sign.</p>
<h2>Finding your Rashi</h2>
<ul>
<li>You need your date, exact time and place of birth.</li>
<li>An astrologer or a reliable panchang calculation places the Moon in the sidereal zodiac used in Vedic astrology.</li>
<li>Sidereal positions are currently about 24 degrees behind tropical ones, so your Vedic signs may differ from Western ones.</li>
</ul>
<p>Your ascendant, or Lagna, is just as important as the Moon sign and is often read alongside it. Together, the Sun, Moon and ascendant offer a fuller picture of personality than any single sign. Daily horoscopes by sign are general guidance; a personal reading looks at your individual chart.</p>`,
  },
  {
    heading: "The Twelve Houses of a Birth Chart",
    mainHeading: "The Twelve Bhavas: A Map of Life in Your Kundli",
    mainDescription: "A kundli is divided into twelve houses, each describing an area of life. This guide explains what each house covers.",
    article: kavya,
    keywords: ["houses in astrology", "bhava", "kundli", "birth chart", "lagna"],
    contentImage: "birth-chart-houses.svg",
    htmlContent: `<p>A kundli, or birth chart, is a map of the sky at the moment of birth. It is divided into twelve houses, called bhavas, starting from the ascendant (Lagna), the sign rising on the eastern horizon. Each house describes an area of life, and the planets in it, along with its lord, show how that area tends to unfold.</p>
<img src="content-1" alt="A North Indian style diamond birth chart showing the twelve houses">
<h2>The twelve houses</h2>
<ul>
<li><strong>1st:</strong> self, body and temperament. <strong>2nd:</strong> family, speech and savings. <strong>3rd:</strong> courage, siblings and communication.</li>
<li><strong>4th:</strong> home, mother and inner peace. <strong>5th:</strong> children, creativity and intelligence. <strong>6th:</strong> daily work, service and obstacles.</li>
<li><strong>7th:</strong> marriage and partnerships. <strong>8th:</strong> transformation, research and the hidden. <strong>9th:</strong> fortune, dharma and teachers.</li>
<li><strong>10th:</strong> career and reputation. <strong>11th:</strong> gains, friends and aspirations. <strong>12th:</strong> expenses, foreign lands and liberation.</li>
</ul>
<h2>Groups of houses</h2>
<p>Astrologers group the houses to judge strength. The kendras (1, 4, 7 and 10) are pillars of the chart; the trikonas (1, 5 and 9) are houses of fortune; and the dusthanas (6, 8 and 12) are houses of challenge, which can also bring resilience and depth.</p>
<p>North Indian charts show the houses in a diamond pattern with fixed house positions, while South Indian charts fix the signs instead. Both carry the same information, drawn in different ways.</p>`,
  },
  {
    heading: "Makar Sankranti and the Sun's Journey into Capricorn",
    mainHeading: "Makar Sankranti: When the Sun Enters Capricorn",
    mainDescription:
      "One of the few Hindu festivals fixed by the Sun rather than the Moon. Here is the astronomy and the many ways India celebrates it.",
    article: harish,
    keywords: ["makar sankranti", "uttarayana", "pongal", "lohri", "sun transit"],
    htmlContent: `<p>A sankranti is the day the Sun moves from one sign into the next, so there are twelve in a year. The most celebrated is Makar Sankranti, when the Sun enters sidereal Capricorn (Makara). Because it follows the Sun rather than the Moon, it falls on about the same date every year, usually 14 January and sometimes 15 January.</p>
<h2>Uttarayana</h2>
<p>Makar Sankranti is traditionally linked with the start of Uttarayana, the Sun's northward journey, a period considered auspicious for new beginnings. Astronomically the Sun's northward turn happens at the winter solstice in December; the festival date has drifted over the centuries because of the sidereal zodiac, while keeping its symbolic meaning.</p>
<h2>One festival, many names</h2>
<ul>
<li><strong>Pongal</strong> in Tamil Nadu, a four-day harvest festival named after the dish of new rice boiled with milk and jaggery.</li>
<li><strong>Lohri</strong> in Punjab, celebrated with bonfires on the eve of Sankranti.</li>
<li><strong>Uttarayan</strong> in Gujarat, famous for kite flying.</li>
<li><strong>Magh Bihu</strong> in Assam, with community feasts.</li>
</ul>
<p>Sesame and jaggery sweets such as til-gud and til laddoo are shared widely, often with the Marathi greeting "til-gul ghya, god god bola": take these sweets and speak sweetly. Charity, holy dips in rivers and thanksgiving for the harvest are at the heart of the day.</p>`,
  },
  {
    heading: "Solar and Lunar Eclipses in Indian Astrology",
    mainHeading: "Grahan: How Indian Tradition Views Eclipses",
    mainDescription:
      "Eclipses have a special place in Jyotish. Learn the astronomy, the role of Rahu and Ketu, the idea of Sutak, and how to watch safely.",
    article: sunil,
    keywords: ["eclipse", "grahan", "surya grahan", "chandra grahan", "sutak"],
    htmlContent: `<p>An eclipse, or grahan, happens when the Sun, Earth and Moon line up closely. A solar eclipse (Surya Grahan) occurs at new moon, when the Moon passes in front of the Sun; a lunar eclipse (Chandra Grahan) occurs at full moon, when the Earth's shadow falls on the Moon. Eclipses only happen when the new or full moon is near one of the lunar nodes, Rahu or Ketu.</p>
<h2>The traditional view</h2>
<p>Jyotish treats eclipses as significant moments, especially for people whose Moon sign or birth star is involved. Tradition observes a period called Sutak before an eclipse, during which temples close and many families pause cooking and auspicious work. Bathing, prayer, chanting and charity are customary after the eclipse ends.</p>
<h2>Astrological reading</h2>
<ul>
<li>The sign and house where an eclipse falls in your chart are read as areas of life that may see change.</li>
<li>Astrologers generally avoid fixing muhurats for major events close to an eclipse.</li>
<li>Effects are described over the following months, not only on the day itself.</li>
</ul>
<h2>Watching safely</h2>
<p>Never look directly at a solar eclipse, even a partial one, without certified eclipse glasses or a proper solar filter: it can permanently damage your eyes. Lunar eclipses are safe to watch with the naked eye. However you choose to observe the day, an eclipse is also a wonderful reminder of the precise clockwork of the sky.</p>`,
  },
  {
    heading: "Venus and Relationships in Your Horoscope",
    mainHeading: "Shukra in Your Chart: Venus, Love and the Art of Living Well",
    mainDescription: "Venus describes how we love, what we find beautiful and how we enjoy life. Here is how astrologers read it.",
    article: ananya,
    keywords: ["venus", "shukra", "love astrology", "relationships", "seventh house"],
    htmlContent: `<p>Venus, called Shukra in Sanskrit, is named after Shukracharya, the teacher of the asuras in Indian mythology. In astrology it represents love, attraction, marriage, art, music, comfort and refinement. Its placement in a birth chart is one of the first things an astrologer examines in questions about relationships.</p>
<h2>Reading Venus</h2>
<ul>
<li><strong>Sign:</strong> Venus is strong in its own signs, Taurus and Libra, and exalted in Pisces; it is considered debilitated in Virgo.</li>
<li><strong>House:</strong> its house shows where you seek harmony and pleasure. Venus in the tenth, for example, may point to creative or people-focused work.</li>
<li><strong>Connections:</strong> its links with the seventh house and its lord describe partnership patterns.</li>
</ul>
<h2>Venus beyond romance</h2>
<p>Shukra is also the planet of aesthetics and enjoyment. A well-placed Venus may show taste in design, fashion, hospitality or the arts, and an ability to create comfort for others. A challenged Venus is not a verdict on your love life; it can point to lessons in balance, self-worth and choosing partners wisely.</p>
<p>Traditional ways to honour Venus include wearing white or light colours on Fridays, appreciating music and beauty, and treating partners and women in your life with respect. As always, a single planet is only one part of a much larger chart.</p>`,
  },
  // Scheduled for the future, so they are not listed yet.
  {
    heading: "Karva Chauth and the Moonrise Tradition",
    mainHeading: "Karva Chauth: A Day of Devotion Until Moonrise",
    mainDescription: "Why Karva Chauth is tied to moonrise, what the sargi and the sieve mean, and how families observe the day.",
    article: meera,
    keywords: ["karva chauth", "moonrise", "sargi", "chaturthi", "festival"],
    htmlContent: `<p>Karva Chauth is observed on the fourth day (Chaturthi) of the waning fortnight of the month of Kartika in the Purnimanta calendar, about four days after Sharad Purnima. It is widely celebrated in north India, where many married women keep a day-long fast for the wellbeing of their husbands, and increasingly couples choose to fast together.</p>
<h2>The rhythm of the day</h2>
<ul>
<li><strong>Sargi:</strong> a pre-dawn meal, often prepared by the mother-in-law, eaten before sunrise.</li>
<li><strong>The fast:</strong> kept from sunrise until the Moon is seen, traditionally without food or water.</li>
<li><strong>Evening puja:</strong> women gather to hear the Karva Chauth katha and pass the decorated karva, an earthen pot, among them.</li>
<li><strong>Moonrise:</strong> the Moon is viewed through a sieve, water is offered to it, and the fast is broken.</li>
</ul>
<h2>Why moonrise matters</h2>
<p>Because the fast ends only when the Moon is sighted, moonrise time is the most searched detail of the day. It differs from city to city by several minutes, and clouds can hide the Moon, in which case families follow the published moonrise time for their location.</p>
<p>The day is about love, commitment and family bonds. A waterless fast is demanding, so pregnant women, those on medication and anyone with a health condition should consult a doctor and may choose a gentler observance.</p>`,
  },
  {
    heading: "Akshaya Tritiya: Why It Is Considered Auspicious",
    mainHeading: "Akshaya Tritiya: The Day of Unending Blessings",
    mainDescription:
      "Akshaya Tritiya is considered auspicious throughout the day. Here is the meaning behind it and the traditions associated with it.",
    article: harish,
    keywords: ["akshaya tritiya", "akha teej", "muhurat", "gold", "vaishakha"],
    htmlContent: `<p>Akshaya Tritiya, also called Akha Teej, falls on the third lunar day of the bright fortnight of Vaishakha, usually in April or May. The word akshaya means "never diminishing", and tradition holds that good deeds and new beginnings made on this day bear lasting fruit.</p>
<h2>A self-auspicious day</h2>
<p>Most important events in Indian tradition need a muhurat calculated from the panchang. Akshaya Tritiya is one of a small group of days, the sade teen muhurat or three and a half most auspicious moments of the year, that are considered favourable throughout. That is why weddings, housewarmings, business launches and the start of new ventures are so common on this date.</p>
<h2>Stories and customs</h2>
<ul>
<li>It is celebrated as the birth anniversary of Parashurama, the sixth avatar of Vishnu.</li>
<li>Tradition links it with the start of the Treta Yuga and with the writing of the Mahabharata.</li>
<li>Buying gold or silver is popular, as a symbol of lasting prosperity.</li>
<li>Charity, especially giving water, food and grain in the summer heat, is strongly encouraged.</li>
</ul>
<p>The spirit of Akshaya Tritiya lies in generosity and good intentions rather than in spending. Any purchase should fit your budget; a gift to someone in need or a sincere new habit is equally in keeping with the day.</p>`,
  },
];
