// Word lists for plausible demo members. Everything here is invented.

export const FIRST_NAMES = {
  female: ["Ava", "Maya", "Sofia", "Chloe", "Zoe", "Amara", "Lina", "Priya", "Hana", "Elena", "Nora", "Isla", "Leah", "Mia", "Aisha", "Clara", "Freya", "Yuki", "Camila", "Sara", "Ines", "Julia", "Emma", "Grace", "Naomi", "Rosa", "Vera", "Lucia", "Ingrid", "Mei"],
  male: ["Liam", "Noah", "Mateo", "Ethan", "Leo", "Omar", "Arjun", "Kenji", "Lucas", "Felix", "Daniel", "Samuel", "Hugo", "Marco", "Jonas", "Rafael", "Theo", "Adam", "Ravi", "Diego", "Oscar", "Elias", "Kai", "Nils", "Tomas", "Malik", "Jin", "Andre", "Milo", "Ivan"],
  other: ["Alex", "Sam", "Robin", "Jordan", "Avery", "Quinn", "Rowan", "Sky", "River", "Charlie"],
};

export const LAST_NAMES = ["Garcia", "Smith", "Kim", "Nguyen", "Rossi", "Müller", "Dubois", "Silva", "Patel", "Sato", "Johansson", "Haddad", "Novak", "Cohen", "Okafor", "Lopez", "Chen", "Andersen", "Moreau", "Costa", "Schmidt", "Tanaka", "Ivanova", "Murphy", "Khan", "Bianchi", "Santos", "Larsen", "Martin", "Yilmaz"];

/** Where demo members live: a few hubs hold most, so a newcomer in one sees a full deck. */
export const DEMO_CITIES: { country: string; state: string | null; city: string; weight: number }[] = [
  { country: "United States", state: "New York", city: "New York City", weight: 14 },
  { country: "United States", state: "California", city: "Los Angeles", weight: 12 },
  { country: "United States", state: "Texas", city: "Austin", weight: 12 },
  { country: "United States", state: "Illinois", city: "Chicago", weight: 8 },
  { country: "United Kingdom", state: null, city: "London", weight: 12 },
  { country: "Germany", state: null, city: "Berlin", weight: 6 },
  { country: "France", state: null, city: "Paris", weight: 6 },
  { country: "Canada", state: null, city: "Toronto", weight: 6 },
  { country: "Australia", state: null, city: "Sydney", weight: 5 },
  { country: "Spain", state: null, city: "Madrid", weight: 4 },
  { country: "Netherlands", state: null, city: "Amsterdam", weight: 3 },
  { country: "India", state: null, city: "Bengaluru", weight: 3 },
  { country: "Brazil", state: null, city: "São Paulo", weight: 3 },
  { country: "Japan", state: null, city: "Tokyo", weight: 3 },
  { country: "Mexico", state: null, city: "Mexico City", weight: 3 },
];

export const BIO_OPENERS = [
  "Weekend hiker, weekday coffee snob.",
  "Happiest with a good book and a better conversation.",
  "I cook too much and share the leftovers.",
  "Always planning the next trip, usually by train.",
  "Amateur photographer of sunsets and stray cats.",
  "Board games, bad puns, long walks.",
  "Learning the guitar, slowly and loudly.",
  "Museum wanderer and street-food hunter.",
  "Early riser, runner, recovering perfectionist.",
  "I believe in handwritten notes and live music.",
];

export const BIO_CLOSERS = [
  "Looking for someone kind who laughs easily.",
  "Tell me about the best meal you've ever had.",
  "Let's trade book recommendations.",
  "Honesty and curiosity go a long way with me.",
  "Ideally we'd argue about movies and agree on dessert.",
  "Bonus points if you can recommend a good podcast.",
  "Hoping to meet someone to explore the city with.",
  "I'm here for something real.",
];

export const OCCUPATIONS = ["Nurse", "Software engineer", "Teacher", "Architect", "Chef", "Graphic designer", "Physiotherapist", "Journalist", "Accountant", "Musician", "Veterinarian", "Product manager", "Electrician", "Researcher", "Lawyer", "Photographer"];

/** Two-colour gradients for generated portraits. */
export const PALETTES: [string, string][] = [
  ["#f9a8d4", "#be185d"],
  ["#fdba74", "#c2410c"],
  ["#93c5fd", "#1d4ed8"],
  ["#86efac", "#15803d"],
  ["#c4b5fd", "#6d28d9"],
  ["#fcd34d", "#b45309"],
  ["#5eead4", "#0f766e"],
  ["#fda4af", "#9f1239"],
];
