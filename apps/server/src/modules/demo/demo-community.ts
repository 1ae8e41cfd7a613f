import {
  COMMUNICATION_STYLES,
  EDUCATION_LEVELS,
  ETHNICITIES,
  INTERESTS,
  LOVE_LANGUAGES,
  MATCH_STYLES,
  MBTI_NOT_SURE,
  MBTI_TYPES,
  RELATIONSHIP_TYPES,
  RELIGIONS,
  formatLocation,
} from "@kindred/contracts";
import { distanceKm, findCity, nearestCity, type City } from "../../lib/gazetteer";
import {
  BIO_BY_INTEREST,
  BIO_CLOSERS,
  BIO_DIVORCED,
  BIO_LIFE,
  BIO_PARENT,
  DEMO_AGE_BANDS,
  DEMO_CITIES,
  DEMO_CITY_MIX,
  FIRST_NAMES,
  LAST_NAMES,
  OCCUPATIONS,
} from "./demo-data";
import { createRandom, type Random } from "./demo-random";
import { choosePortraitLook, type PortraitLook } from "./portrait";

export type DemoCityName = (typeof DEMO_CITIES)[number]["city"];

/** One demo member as planned: everything but the database ids, the same on every machine for a seed. */
export type PlannedMember = {
  index: number;
  email: string;
  city: DemoCityName;
  profile: {
    firstName: string;
    lastName: string;
    age: number;
    gender: string;
    interestedIn: string;
    country: string;
    state: string | null;
    city: string;
    location: string;
    latitude: number;
    longitude: number;
    bio: string;
    ethnicity: string | null;
    height: number;
    weight: number;
    languages: string[];
    religion: string | null;
    mbtiType: string;
    hasChildren: boolean;
    relationshipStatus: string;
    relationshipType: string[];
    lookingFor: string[];
    interests: string[];
    communicationStyle: string;
    loveLanguage: string;
    education: string;
    occupation: string;
    dealBreakers: string[];
    matchStyle: string;
    discoveryMinAge: number;
    discoveryMaxAge: number;
    discoveryDistanceKm: number;
  };
  /** Days and milliseconds before the seed runs. */
  joinedAgoMs: number;
  lastSeenAgoMs: number;
  look: PortraitLook;
};

export const DEMO_EMAIL_DOMAIN = "demo.kindred.invalid";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CENTRE_SHARE = 0.4;
const LOCAL_LANGUAGE: Record<string, string> = { Germany: "German", France: "French", Spain: "Spanish" };

/**
 * The demo community: every demo city's mix (DEMO_CITY_MIX), each member in the city or a real town near
 * it, with a bio drawn from their own interests and a look for their portraits. Pure and seeded, so the
 * same members appear on every machine; `cities` narrows it to some cities (tests seed one).
 */
export function planDemoCommunity(options: { seed?: number; cities?: readonly DemoCityName[] } = {}): PlannedMember[] {
  const seed = options.seed ?? 7;
  const random = createRandom(seed);
  const bios = new Set<string>();
  const members: PlannedMember[] = [];
  let index = 0;
  for (const place of DEMO_CITIES) {
    const centre = findCity(place.country, place.state, place.city);
    if (!centre) throw new Error(`Demo city missing from the gazetteer: ${place.city}`);
    // Every city draws from the generator whether or not it is wanted, so a city's members do not
    // depend on which others are seeded alongside it.
    const wanted = !options.cities || options.cities.includes(place.city);
    for (const group of DEMO_CITY_MIX) {
      for (let n = 0; n < group.count; n++, index++) {
        // Ages spread evenly over the bands within each group (stratified), so no city's slice happens to
        // come out all young or all old.
        const age = ageAt(random, (n + random.next()) / group.count);
        const member = planMember(random, bios, { seed, index, age, centre, spreadKm: place.spreadKm, ...group });
        if (wanted) members.push({ ...member, city: place.city });
      }
    }
  }
  return members;
}

function planMember(
  random: Random,
  bios: Set<string>,
  at: {
    seed: number;
    index: number;
    age: number;
    centre: City;
    spreadKm: number;
    gender: string;
    interestedIn: string;
  },
): Omit<PlannedMember, "city"> {
  const { gender, age } = at;
  const firstName = random.pick(
    gender === "female" ? FIRST_NAMES.female : gender === "male" ? FIRST_NAMES.male : FIRST_NAMES.other,
  );
  const home = homeTown(random, at.centre, at.spreadKm);
  const hasChildren = random.chance(age >= 35 ? 0.35 : 0.08);
  const relationshipStatus =
    age >= 35 ? random.pick(["single", "single", "single", "divorced", "separated", "widowed"]) : "single";
  const interests = random.some(INTERESTS, 3, 5);
  const bio = uniqueBio(random, bios, { interests, hasChildren, divorced: relationshipStatus === "divorced" });
  const local = LOCAL_LANGUAGE[home.country];
  return {
    index: at.index,
    email: `demo-${at.seed}-${at.index}@${DEMO_EMAIL_DOMAIN}`,
    profile: {
      firstName,
      lastName: random.pick(LAST_NAMES),
      age,
      gender,
      interestedIn: at.interestedIn,
      country: home.country,
      state: home.state,
      city: home.name,
      location: formatLocation({ city: home.name, state: home.state, country: home.country }),
      latitude: home.latitude,
      longitude: home.longitude,
      bio,
      ethnicity: random.chance(0.85) ? random.pick(ETHNICITIES).value : null,
      height: gender === "male" ? random.int(165, 195) : random.int(152, 182),
      weight: gender === "male" ? random.int(62, 98) : random.int(48, 82),
      languages: local
        ? random.chance(0.7)
          ? [local, "English"]
          : [local]
        : random.chance(0.35)
          ? ["English", random.pick(["Spanish", "French", "German", "Japanese", "Portuguese", "Hindi"] as const)]
          : ["English"],
      religion: random.chance(0.8) ? random.pick(RELIGIONS).value : null,
      mbtiType: random.chance(0.9) ? random.pick(MBTI_TYPES) : MBTI_NOT_SURE,
      hasChildren,
      relationshipStatus,
      relationshipType: random.some(RELATIONSHIP_TYPES, 1, 1),
      lookingFor: random.some(RELATIONSHIP_TYPES, 1, 2),
      interests,
      communicationStyle: random.pick(COMMUNICATION_STYLES),
      loveLanguage: random.pick(LOVE_LANGUAGES),
      education: random.pick(EDUCATION_LEVELS),
      occupation: random.pick(OCCUPATIONS),
      dealBreakers: random.chance(0.3) ? [random.pick(["Smoking", "Heavy drinking", "Long distance"] as const)] : [],
      matchStyle: random.pick(MATCH_STYLES),
      // Broad but believable ranges: most demo members are open to ten years or so either side.
      discoveryMinAge: Math.max(18, age - random.int(10, 15)),
      discoveryMaxAge: Math.min(65, age + random.int(12, 18)),
      discoveryDistanceKm: 80,
    },
    joinedAgoMs: random.int(0, 60) * DAY + random.int(0, DAY),
    // Most were around this week, some today: the deck and "recently active" look lived in.
    lastSeenAgoMs: random.chance(0.3) ? random.int(0, 12) * HOUR : random.int(0, 14 * 24) * HOUR,
    look: choosePortraitLook(random, { gender, age }, random.int(2, 3)),
  };
}

/** The age at `quantile` (0 to 1) of DEMO_AGE_BANDS, each band uniform. */
function ageAt(random: Random, quantile: number): number {
  const total = DEMO_AGE_BANDS.reduce((sum, band) => sum + band.weight, 0);
  let rest = quantile * total;
  for (const band of DEMO_AGE_BANDS) {
    if (rest < band.weight)
      return Math.min(band.max, band.min + Math.floor((rest / band.weight) * (band.max - band.min + 1)));
    rest -= band.weight;
  }
  return random.int(DEMO_AGE_BANDS[0]!.min, DEMO_AGE_BANDS[0]!.max);
}

/** The city itself, or a real town (from the gazetteer) within `spreadKm` of it. */
function homeTown(random: Random, centre: City, spreadKm: number): City {
  if (random.chance(CENTRE_SHARE)) return centre;
  for (let attempt = 0; attempt < 5; attempt++) {
    const km = spreadKm * Math.sqrt(random.next());
    const bearing = random.next() * 2 * Math.PI;
    const latitude = centre.latitude + (km * Math.cos(bearing)) / 111;
    const longitude = centre.longitude + (km * Math.sin(bearing)) / (111 * Math.cos((centre.latitude * Math.PI) / 180));
    const town = nearestCity(latitude, longitude);
    if (town && town.country === centre.country && distanceKm(centre, town) <= spreadKm) return town;
  }
  return centre;
}

/** One or two lines from the member's own interests, maybe a line about life, maybe a closer; never twice. */
function uniqueBio(
  random: Random,
  used: Set<string>,
  member: { interests: string[]; hasChildren: boolean; divorced: boolean },
): string {
  for (;;) {
    const [first, second] = random.some(member.interests, 2, 2);
    const lines = [random.pick(BIO_BY_INTEREST[first!]!)];
    const personal =
      member.hasChildren && random.chance(0.5)
        ? BIO_PARENT
        : member.divorced && random.chance(0.5)
          ? BIO_DIVORCED
          : null;
    if (personal) lines.push(personal);
    else if (random.chance(0.45)) lines.push(random.pick(BIO_BY_INTEREST[second!]!));
    else if (random.chance(0.6)) lines.push(random.pick(BIO_LIFE));
    // Not always the interest first: people start where they like.
    if (lines.length === 2 && random.chance(0.35)) lines.reverse();
    if (lines.length < 3 && random.chance(0.55)) lines.push(random.pick(BIO_CLOSERS));
    const bio = lines.join(" ");
    if (!used.has(bio)) {
      used.add(bio);
      return bio;
    }
  }
}
