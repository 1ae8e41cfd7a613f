// The lines demo members' bios are made of. Everything here is invented.

/**
 * Bio sentences by interest, so that what a member writes matches the interests on their profile. A bio is
 * one or two of these (from the member's own interests), sometimes a line about life, sometimes a closer.
 */
export const BIO_BY_INTEREST: Record<string, readonly string[]> = {
  Travel: [
    "Last year I took the night train to Vienna just to see if I'd like sleeper cars (I did).",
    "I keep a list of places I've been lost in; Lisbon is at the top.",
    "Happiest with a window seat and no fixed plan.",
    "Still thinking about a bowl of noodles I had in Hanoi three years ago.",
  ],
  Music: [
    "I go to more small gigs than is probably sensible on a work night.",
    "Vinyl collector, mostly soul and seventies jazz, and happy to make you a playlist.",
    "I sing in a community choir and I'm not shy about it.",
    "Learning the piano as an adult: slow, humbling, worth it.",
  ],
  Movies: [
    "Sunday is for a double feature at the old cinema down the road.",
    "I will defend a good slow film and then fall asleep during an action one.",
    "Ask me for a film recommendation and you'll get three, with reasons.",
    "I have strong opinions about trailers that give away the whole plot.",
  ],
  Reading: [
    "Always halfway through a novel and already eyeing the next one.",
    "My book club has been meeting for six years and we still argue about the endings.",
    "I read on the bus, in queues, and occasionally while walking (carefully).",
    "Current obsession: translated fiction, especially anything Japanese or Korean.",
  ],
  Sports: [
    "Five-a-side on Tuesdays, shouting at the telly on Saturdays.",
    "I play in a very average tennis league and love every minute.",
    "Season ticket holder, so some weekends are spoken for.",
    "Climbing twice a week; my forearms have never been stronger.",
  ],
  Cooking: [
    "I cook too much on purpose so there are leftovers to share.",
    "My sourdough starter is older than some of my friendships.",
    "Sunday is for a long slow ragù and whoever turns up to eat it.",
    "I'm working my way through a Persian cookbook, one dish a week.",
  ],
  Art: [
    "I sketch people on the train (don't worry, you'll never know).",
    "Free first Fridays at the gallery are my favourite kind of date.",
    "I took up ceramics last winter and now everyone gets a slightly wonky mug.",
    "Watercolours on weekends, mostly rooftops and trees.",
  ],
  Photography: [
    "Usually carrying an old film camera and asking strangers about their dogs.",
    "I photograph shop fronts before they disappear.",
    "Up early on weekends for the good light, and I'll explain why at length.",
    "Half my phone is pictures of clouds, and I stand by every one.",
  ],
  Gaming: [
    "Board game nights at mine are competitive but there are snacks.",
    "Currently replaying an old RPG and pretending it's research.",
    "I'll play co-op games with you but I'm ruthless at Mario Kart.",
    "Tabletop campaign every other Thursday; I'm the one with the dice bag.",
  ],
  Hiking: [
    "Most weekends you'll find me on a trail with a flask of tea.",
    "I've walked half of a long-distance path and plan to finish it this summer.",
    "Hills, a packed lunch and a pub at the end is my idea of a perfect Saturday.",
    "I know the best day hikes within an hour of the city and I'm happy to share.",
  ],
  Dancing: [
    "Salsa on Wednesdays; beginners very welcome, I was one not long ago.",
    "I'll be the first on the dance floor at any wedding.",
    "Swing dancing is the best way I know to meet people, apart from this app apparently.",
    "Kitchen dancing counts, right?",
  ],
  Writing: [
    "I write short stories on my lunch break and finish about one in five.",
    "Working on a novel, slowly; ask me about it only if you have time.",
    "I still send postcards, and I'd love someone to send them to.",
    "I keep a notebook of overheard conversations. Purely for research.",
  ],
  Technology: [
    "I build little gadgets that nobody asked for, like a plant that texts me when it's thirsty.",
    "Happiest fixing an old laptop and giving it a second life.",
    "I read the manual before plugging anything in, and yes, I'm that person.",
    "I run a small home server and I'm weirdly proud of it.",
  ],
  Fashion: [
    "Vintage markets on Saturday mornings; I can spot a good coat from across the hall.",
    "I mend my own clothes and occasionally other people's.",
    "I believe in one great jacket over ten okay ones.",
    "Thrifting is my cardio.",
  ],
  Fitness: [
    "Early runs along the river keep me sane.",
    "Training for my first half marathon, so forgive the early nights.",
    "Yoga in the morning, cake in the afternoon. Balance.",
    "I cycle everywhere, rain or shine, and I have the jackets to prove it.",
  ],
};

/** A line about life, not tied to an interest. */
export const BIO_LIFE = [
  "Moved here four years ago and still finding new favourite streets.",
  "Big family, loud dinners, lots of cousins.",
  "My friends say I'm the one who remembers everyone's birthday.",
  "I have a rescue dog called Biscuit who runs my schedule.",
  "I grow tomatoes on a balcony that is far too small for them.",
  "Proud godparent, and I give excellent presents.",
  "I work odd hours, so I'm great at finding quiet cafés.",
  "Recently learned to swim properly, at last.",
  "Two cats, one plant that refuses to die, and a very good coffee grinder.",
  "I volunteer at a food bank on Saturday mornings.",
  "Trying to learn Italian before my next trip, with mixed results.",
  "I'm a morning person, which I know is a big ask.",
  "Grew up by the sea and still need to see it every few weeks.",
  "My weekends are usually half plans, half whatever happens.",
  "I'm a terrible singer and an enthusiastic one.",
  "I laugh at my own jokes before I finish telling them.",
];

/** Lines only for members whose profile says so. */
export const BIO_PARENT = "Parent to a wonderful kid who thinks I'm very uncool.";
export const BIO_DIVORCED = "Divorced, on good terms, and ready for a new chapter.";

/** What they hope for; not every bio has one. */
export const BIO_CLOSERS = [
  "Looking for someone kind who laughs easily.",
  "Tell me the best thing you ate this week.",
  "Let's trade recommendations and see who has better taste.",
  "Honesty and curiosity go a long way with me.",
  "Ideally we'd argue about films and agree on dessert.",
  "Bonus points if you can recommend a good podcast.",
  "Hoping to meet someone to explore the city with.",
  "Here for something real, at a gentle pace.",
  "Coffee first, and we'll see from there.",
  "If you've read this far, say hi.",
  "Looking for a partner in small adventures.",
  "I'd like to meet someone who asks good questions.",
  "Slow mornings and long walks, ideally with you.",
  "Not great at texting, much better in person.",
];
