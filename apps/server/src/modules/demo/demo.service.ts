import type { Logger } from "../../lib/logger";
import type { BlobStore } from "../../storage";
import { photoKeys, photoUrl } from "../photos/photo-mappers";
import { planDemoCommunity, type DemoCityName, type PlannedMember } from "./demo-community";
import type { DemoRepository } from "./demo.repository";
import { renderPortrait } from "./portrait";

export { DEMO_EMAIL_DOMAIN } from "./demo-community";

type Deps = { repo: DemoRepository; store: BlobStore; log: Logger };
export type DemoSeedOptions = {
  seed?: number;
  /** Only these demo cities, at the same density (tests). */
  cities?: readonly DemoCityName[];
  /** Without portraits: the members and their rows only (tests that count decks). */
  photos?: boolean;
};

/** Members seeded at once: their portraits render on libuv's four threads while the next rows insert. */
const CONCURRENCY = 4;

/**
 * The demo community (demo-community.ts): a few hundred varied, plausible members around each demo city,
 * marked as demo, each with two or three generated portraits, so that a newcomer on a fresh install who
 * picks one of those cities sees a full deck.
 */
export async function seedDemoMembers(deps: Deps, options: DemoSeedOptions = {}) {
  const started = Date.now();
  const members = planDemoCommunity(options);
  let photos = 0;
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const added = await seedMember(deps, members[next++]!, started, options.photos ?? true);
      photos += added;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  deps.log.info("demo members created", { members: members.length, photos, ms: Date.now() - started });
  return { members: members.length, photos };
}

async function seedMember(deps: Deps, member: PlannedMember, now: number, withPhotos: boolean): Promise<number> {
  const createdAt = new Date(now - member.joinedAgoMs);
  const id = await deps.repo.insertUser({
    name: member.profile.firstName,
    email: member.email,
    emailVerified: true,
    createdAt,
  });
  await deps.repo.insertProfile({
    id,
    ...member.profile,
    isDemo: true,
    lastSeenAt: new Date(now - member.lastSeenAgoMs),
    createdAt,
  });
  if (!withPhotos) return 0;
  for (let position = 0; position < member.look.photos.length; position++) {
    const { main, preview, placeholder } = await renderPortrait(member.look, position);
    const keys = photoKeys(id, position, createdAt.getTime(), main.ext);
    await Promise.all([
      deps.store.put(keys.main, main.bytes, main.contentType),
      deps.store.put(keys.preview, preview.bytes, preview.contentType),
    ]);
    const photoId = await deps.repo.insertPhoto({
      userId: id,
      position,
      storageKey: keys.main,
      previewKey: keys.preview,
      contentType: main.contentType,
      width: main.width,
      height: main.height,
      bytes: main.bytes.byteLength,
      placeholder,
    });
    if (position === 0) await deps.repo.setAvatar(id, photoUrl(photoId));
  }
  return member.look.photos.length;
}

/** On an empty database only: a fresh install gets demo members, an existing one is never touched. */
export async function seedDemoIfEmpty(deps: Deps, options: DemoSeedOptions = {}) {
  if ((await deps.repo.memberCount()) > 0) return false;
  await seedDemoMembers(deps, options);
  return true;
}

/**
 * N synthetic members for benchmarks, `batch` to a statement. `deferIndexes` (PostgreSQL, an empty
 * database: millions of members) drops the members' secondary indexes and constraints for the load and
 * builds them after, in bigger batches.
 */
export async function bulkSeedMembers(
  repo: DemoRepository,
  count: number,
  options: { batch?: number; offset?: number; deferIndexes?: boolean } = {},
) {
  const batch = options.batch ?? (options.deferIndexes ? 500_000 : 50_000);
  const offset = options.offset ?? 0;
  const load = async () => {
    for (let from = offset; from < offset + count; from += batch) {
      await repo.insertBenchMembers(from, Math.min(offset + count, from + batch) - 1);
    }
  };
  await (options.deferIndexes ? repo.withIndexesDeferred(load) : load());
}
