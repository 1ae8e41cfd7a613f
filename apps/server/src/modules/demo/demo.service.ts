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
import type { Logger } from "../../lib/logger";
import type { BlobStore } from "../../storage";
import { findCity } from "../../lib/gazetteer";
import { photoKeys, photoUrl } from "../photos/photo-mappers";
import { processPhoto } from "../photos/photo-processing";
import { BIO_CLOSERS, BIO_OPENERS, DEMO_CITIES, FIRST_NAMES, LAST_NAMES, OCCUPATIONS, PALETTES } from "./demo-data";
import type { DemoRepository } from "./demo.repository";
import { renderPortrait } from "./portrait";

type Deps = { repo: DemoRepository; store: BlobStore; log: Logger };

export const DEMO_EMAIL_DOMAIN = "demo.kindred.invalid";
const DAY = 24 * 60 * 60 * 1000;

/** A small seeded generator (mulberry32): the same demo members on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    for (let n = int(min, max); n > 0 && pool.length; n--)
      out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    let roll = next() * items.reduce((sum, item) => sum + item.weight, 0);
    for (const item of items) if ((roll -= item.weight) < 0) return item;
    return items[items.length - 1]!;
  };
  return { next, int, pick, some, weighted, chance: (p: number) => next() < p };
}

/**
 * About 200 varied, plausible members, marked as demo, each with generated photos, so that a newcomer
 * on a fresh install sees a living app. Runs only on an empty database.
 */
export async function seedDemoMembers(deps: Deps, count = 200, seed = 7) {
  const random = createRandom(seed);
  const started = Date.now();
  for (let i = 0; i < count; i++) {
    const gender = random.chance(0.46) ? "female" : random.chance(0.9) ? "male" : "non-binary";
    const firstName = random.pick(
      gender === "female" ? FIRST_NAMES.female : gender === "male" ? FIRST_NAMES.male : FIRST_NAMES.other,
    );
    const lastName = random.pick(LAST_NAMES);
    const interestedIn =
      gender === "non-binary"
        ? "everyone"
        : random.chance(0.82)
          ? gender === "female"
            ? "men"
            : "women"
          : random.chance(0.5)
            ? "everyone"
            : gender === "female"
              ? "women"
              : "men";
    const age = random.int(21, 58);
    const place = random.weighted(DEMO_CITIES);
    const city = findCity(place.country, place.state, place.city);
    if (!city) throw new Error(`Demo city missing from the gazetteer: ${place.city}`);
    const createdAt = new Date(started - random.int(0, 60) * DAY - random.int(0, DAY));
    const id = await deps.repo.insertUser({
      name: firstName,
      email: `demo-${seed}-${i}@${DEMO_EMAIL_DOMAIN}`,
      emailVerified: true,
      createdAt,
    });
    const lookingFor = random.some(RELATIONSHIP_TYPES, 1, 2);
    await deps.repo.insertProfile({
      id,
      firstName,
      lastName,
      age,
      gender,
      interestedIn,
      country: city.country,
      state: city.state,
      city: city.name,
      location: formatLocation({ city: city.name, state: city.state, country: city.country }),
      latitude: city.latitude,
      longitude: city.longitude,
      bio: `${random.pick(BIO_OPENERS)} ${random.pick(BIO_CLOSERS)}`,
      ethnicity: random.chance(0.85) ? random.pick(ETHNICITIES).value : null,
      height: gender === "male" ? random.int(165, 195) : random.int(152, 182),
      weight: gender === "male" ? random.int(62, 98) : random.int(48, 82),
      languages: random.chance(0.4)
        ? ["English", random.pick(["Spanish", "French", "German", "Japanese", "Portuguese", "Hindi"] as const)]
        : ["English"],
      religion: random.chance(0.8) ? random.pick(RELIGIONS).value : null,
      mbtiType: random.chance(0.9) ? random.pick(MBTI_TYPES) : MBTI_NOT_SURE,
      hasChildren: random.chance(0.2),
      relationshipStatus: random.pick(["single", "single", "single", "divorced", "separated", "widowed"]),
      relationshipType: random.some(RELATIONSHIP_TYPES, 1, 1),
      lookingFor,
      interests: random.some(INTERESTS, 3, 5),
      communicationStyle: random.pick(COMMUNICATION_STYLES),
      loveLanguage: random.pick(LOVE_LANGUAGES),
      education: random.pick(EDUCATION_LEVELS),
      occupation: random.pick(OCCUPATIONS),
      dealBreakers: random.chance(0.3) ? [random.pick(["Smoking", "Heavy drinking", "Long distance"] as const)] : [],
      matchStyle: random.pick(MATCH_STYLES),
      discoveryMinAge: Math.max(18, age - random.int(5, 10)),
      discoveryMaxAge: Math.min(65, age + random.int(5, 12)),
      discoveryDistanceKm: 80,
      isDemo: true,
      lastSeenAt: new Date(started - random.int(0, 14 * 24) * 60 * 60 * 1000),
      createdAt,
    });
    const photoCount = random.int(1, 2);
    for (let position = 0; position < photoCount; position++) {
      const { main, preview } = await processPhoto(
        await renderPortrait(firstName[0]!, random.pick(PALETTES), i * 3 + position),
      );
      const keys = photoKeys(id, position, createdAt.getTime(), main.ext);
      await deps.store.put(keys.main, main.bytes, main.contentType);
      await deps.store.put(keys.preview, preview.bytes, preview.contentType);
      const photoId = await deps.repo.insertPhoto({
        userId: id,
        position,
        storageKey: keys.main,
        previewKey: keys.preview,
        contentType: main.contentType,
        width: main.width,
        height: main.height,
        bytes: main.bytes.byteLength,
      });
      if (position === 0) await deps.repo.setAvatar(id, photoUrl(photoId));
    }
  }
  deps.log.info("demo members created", { count, ms: Date.now() - started });
}

/** On an empty database only: a fresh install gets demo members, an existing one is never touched. */
export async function seedDemoIfEmpty(deps: Deps, count = 200) {
  if ((await deps.repo.memberCount()) > 0) return false;
  await seedDemoMembers(deps, count);
  return true;
}

/** N synthetic members for benchmarks, `batch` to a statement. */
export async function bulkSeedMembers(
  repo: DemoRepository,
  count: number,
  options: { batch?: number; offset?: number } = {},
) {
  const batch = options.batch ?? 50_000;
  const offset = options.offset ?? 0;
  for (let from = offset; from < offset + count; from += batch) {
    await repo.insertBenchMembers(from, Math.min(offset + count, from + batch) - 1);
  }
}
