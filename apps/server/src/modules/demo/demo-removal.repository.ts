import type { DemoRemoval } from "@kindred/contracts";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { DEMO_EMAIL_DOMAIN } from "./demo-community";

/** What removing the demo community leaves to do after the commit: its counts, and the files to delete. */
export type RemovedDemo = {
  counts: DemoRemoval;
  memberIds: string[];
  blobKeys: string[];
  reportIds: string[];
  /** Real members' open conversations with demo members that went: each is told it closed. */
  closed: { matchId: string; memberId: string }[];
};

/**
 * Demo members: profiles marked `is_demo` (the demo community and `npm run seed`'s synthetic members),
 * and any account at the demo address domain (a seed cut short before its profile was written).
 */
const demoIds = sql`(select id from profiles where is_demo
  union select id from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`})`;

/**
 * The demo community and everything it touched, in one transaction. Unlike an account deletion, which
 * leaves a deleted member's conversations to the others, nothing of a demo member stays: their likes,
 * passes, matches with every message in them (a real member's images in those included), reviews,
 * reports by or about them (with their evidence), blocks, notices and notification records. A real
 * member's own profile, photos and other conversations are untouched.
 */
export function createDemoRemovalRepository(db: Db) {
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number | string }>(db, query))[0]?.n ?? 0);

  async function remove(tx: Db): Promise<RemovedDemo> {
    const q = async (query: ReturnType<typeof sql>) =>
      Number((await queryRows<{ n: number | string }>(tx, query))[0]?.n ?? 0);
    // Locked first: a demo member's like or message racing the removal waits for it, then finds no row.
    const members = await queryRows<{ id: string }>(
      tx,
      sql`select id from users where id in ${demoIds} order by id for update`,
    );
    const ids = members.map((row) => row.id);
    const empty: DemoRemoval = {
      members: 0,
      photos: 0,
      files: 0,
      likes: 0,
      passes: 0,
      matches: 0,
      messages: 0,
      reviews: 0,
      reports: 0,
      blocks: 0,
      notifications: 0,
    };
    if (ids.length === 0) return { counts: empty, memberIds: [], blobKeys: [], reportIds: [], closed: [] };
    // One parameter however many they are: '{id,id,...}' cast to an array.
    const idArray = sql`${`{${ids.join(",")}}`}::uuid[]`;
    const list = sql`(select unnest(${idArray}))`;
    const theirMatches = sql`(select id from matches where user1_id in ${list} or user2_id in ${list})`;

    const photos = await queryRows<{ main: string; preview: string }>(
      tx,
      sql`select storage_key as main, preview_key as preview from profile_photos where user_id in ${list}`,
    );
    const images = await queryRows<{ key: string }>(
      tx,
      sql`select image_key as key from messages where match_id in ${theirMatches} and image_key is not null`,
    );
    const reportRows = await queryRows<{ id: string; keys: string[] }>(
      tx,
      sql`select r.id, coalesce(array(
            select f ->> 'key' from jsonb_array_elements(r.evidence) e,
              jsonb_array_elements(coalesce(e -> 'files', '[]'::jsonb)) f), '{}') as keys
          from reports r where r.reporter_id in ${list} or r.reported_user_id in ${list}`,
    );
    const closed = await queryRows<{ matchId: string; memberId: string }>(
      tx,
      sql`select id as "matchId", case when user1_id in ${list} then user2_id else user1_id end as "memberId"
          from matches where id in ${theirMatches} and status = 'active'
            and not (user1_id in ${list} and user2_id in ${list})`,
    );
    const counts: DemoRemoval = {
      members: ids.length,
      photos: photos.length,
      files: 0,
      likes: await q(
        sql`select count(*) as n from matches where status = 'pending' and (user1_id in ${list} or user2_id in ${list})`,
      ),
      passes: await q(sql`select count(*) as n from passes where user_id in ${list} or target_id in ${list}`),
      matches: await q(
        sql`select count(*) as n from matches where status <> 'pending' and (user1_id in ${list} or user2_id in ${list})`,
      ),
      messages: await q(sql`select count(*) as n from messages where match_id in ${theirMatches}`),
      reviews: await q(sql`select count(*) as n from reviews where reviewer_id in ${list} or reviewed_id in ${list}`),
      reports: reportRows.length,
      blocks: await q(sql`select count(*) as n from blocks where blocker_id in ${list} or blocked_id in ${list}`),
      notifications: await q(
        sql`select (select count(*) from notification_mails where recipient_id in ${list} or match_id in ${theirMatches})
          + (select count(*) from moderation_notices where user_id in ${list}) as n`,
      ),
    };
    // What no foreign key removes: reset links naming them, real members' private photos shared with
    // them, and the rate limits counted for them (keys end in the member's id).
    await tx.execute(sql`delete from verifications where value = any(${idArray}::text[])`);
    await tx.execute(sql`update profile_photos
      set allowed_users = array(select u from unnest(allowed_users) as u where u <> all(${idArray}))
      where allowed_users && ${idArray}`);
    await tx.execute(sql`delete from rate_limit_buckets where right(key, 36) = any(${idArray}::text[])`);
    // Reports first (the audit log's rows keep their ids as null), then the conversations with their
    // messages, then the accounts, which take the rest with them by cascade.
    await tx.execute(sql`delete from reports where reporter_id in ${list} or reported_user_id in ${list}`);
    await tx.execute(sql`delete from matches where id in ${theirMatches}`);
    await tx.execute(sql`delete from users where id in ${list}`);
    const blobKeys = [
      ...photos.flatMap((photo) => [photo.main, photo.preview]),
      ...images.map((image) => image.key),
      ...reportRows.flatMap((row) => row.keys),
    ];
    return {
      counts: { ...counts, files: blobKeys.length },
      memberIds: ids,
      blobKeys,
      reportIds: reportRows.map((row) => row.id),
      closed: closed.filter((row) => row.memberId !== null),
    };
  }

  return {
    /** How many demo members there are (the admin's Stats tab offers removal only when there are some). */
    demoMemberCount: () => count(sql`select count(*) as n from ${demoIds} as d`),
    /** Runs the removal in one transaction. */
    remove: (): Promise<RemovedDemo> => db.transaction((tx) => remove(tx as unknown as Db)),
  };
}
export type DemoRemovalRepository = ReturnType<typeof createDemoRemovalRepository>;
