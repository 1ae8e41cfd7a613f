// Word lists for plausible demo members. Everything here is invented.

export * from "./demo-bios";

export const FIRST_NAMES = {
  female: [
    "Ava",
    "Maya",
    "Sofia",
    "Chloe",
    "Zoe",
    "Amara",
    "Lina",
    "Priya",
    "Hana",
    "Elena",
    "Nora",
    "Isla",
    "Leah",
    "Mia",
    "Aisha",
    "Clara",
    "Freya",
    "Yuki",
    "Camila",
    "Sara",
    "Ines",
    "Julia",
    "Emma",
    "Grace",
    "Naomi",
    "Rosa",
    "Vera",
    "Lucia",
    "Ingrid",
    "Mei",
  ],
  male: [
    "Liam",
    "Noah",
    "Mateo",
    "Ethan",
    "Leo",
    "Omar",
    "Arjun",
    "Kenji",
    "Lucas",
    "Felix",
    "Daniel",
    "Samuel",
    "Hugo",
    "Marco",
    "Jonas",
    "Rafael",
    "Theo",
    "Adam",
    "Ravi",
    "Diego",
    "Oscar",
    "Elias",
    "Kai",
    "Nils",
    "Tomas",
    "Malik",
    "Jin",
    "Andre",
    "Milo",
    "Ivan",
  ],
  other: ["Alex", "Sam", "Robin", "Jordan", "Avery", "Quinn", "Rowan", "Sky", "River", "Charlie"],
};

export const LAST_NAMES = [
  "Garcia",
  "Smith",
  "Kim",
  "Nguyen",
  "Rossi",
  "Müller",
  "Dubois",
  "Silva",
  "Patel",
  "Sato",
  "Johansson",
  "Haddad",
  "Novak",
  "Cohen",
  "Okafor",
  "Lopez",
  "Chen",
  "Andersen",
  "Moreau",
  "Costa",
  "Schmidt",
  "Tanaka",
  "Ivanova",
  "Murphy",
  "Khan",
  "Bianchi",
  "Santos",
  "Larsen",
  "Martin",
  "Yilmaz",
];

/**
 * Where demo members live. A newcomer who picks one of these cities in the profile form gets its gazetteer
 * coordinates; demo members live in the city itself or in real towns within `spreadKm` of it, well inside
 * the default 80 km radius, so every one of them is in that newcomer's deck range.
 */
export const DEMO_CITIES = [
  { country: "United States", state: "New York", city: "New York City", spreadKm: 30 },
  { country: "United Kingdom", state: null, city: "London", spreadKm: 30 },
  { country: "Germany", state: null, city: "Berlin", spreadKm: 30 },
] as const satisfies readonly { country: string; state: string | null; city: string; spreadKm: number }[];

/**
 * Who lives around each demo city. The deck shows a member only when each side's interest includes the
 * other's gender, so a newcomer sees one slice of this mix: a woman seeking men sees the men who want women
 * or everyone (10 + 36 = 46), a man seeking women 10 + 36 = 46, a man seeking men 8 + 36 = 44, a woman
 * seeking women 8 + 36 = 44, a non-binary member seeking everyone only those who want everyone
 * (36 + 36 + 6 = 78). Each slice is sized so that, after the demo members' own age ranges leave some out,
 * a newcomer aged 28 to 44 sees at least 30 cards. Open-to-everyone members are over-represented on
 * purpose: they fill the smaller slices without a few hundred more portraits to render.
 */
export const DEMO_CITY_MIX = [
  { gender: "female", interestedIn: "men", count: 10 },
  { gender: "male", interestedIn: "women", count: 10 },
  { gender: "female", interestedIn: "everyone", count: 36 },
  { gender: "male", interestedIn: "everyone", count: 36 },
  { gender: "female", interestedIn: "women", count: 8 },
  { gender: "male", interestedIn: "men", count: 8 },
  { gender: "non-binary", interestedIn: "everyone", count: 6 },
] as const;

/** Ages as a dating app sees them: mostly late twenties to early forties, some older. */
export const DEMO_AGE_BANDS = [
  { min: 24, max: 31, weight: 40 },
  { min: 32, max: 39, weight: 34 },
  { min: 40, max: 46, weight: 18 },
  { min: 47, max: 58, weight: 8 },
];

export const OCCUPATIONS = [
  "Nurse",
  "Software engineer",
  "Teacher",
  "Architect",
  "Chef",
  "Graphic designer",
  "Physiotherapist",
  "Journalist",
  "Accountant",
  "Musician",
  "Veterinarian",
  "Product manager",
  "Electrician",
  "Researcher",
  "Lawyer",
  "Photographer",
];

/**
 * Soft backdrops for generated portraits (light top, deeper bottom), each a photo's "setting". Open Peeps'
 * clothing colours are brighter, so the figure stands out on any of them.
 */
export const PORTRAIT_BACKDROPS: readonly (readonly [string, string])[] = [
  ["#fde4cf", "#f7b89a"],
  ["#dbeafe", "#93c5fd"],
  ["#dcfce7", "#86efac"],
  ["#ede9fe", "#c4b5fd"],
  ["#fef3c7", "#fcd34d"],
  ["#ccfbf1", "#5eead4"],
  ["#ffe4e6", "#fda4af"],
  ["#e0f2fe", "#7dd3fc"],
  ["#f5f5f4", "#d6d3d1"],
  ["#fae8ff", "#f0abfc"],
];
