import { eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { profilePhotos, profiles, users } from "../../db/schema";

type NewProfile = typeof profiles.$inferInsert;
type NewPhoto = typeof profilePhotos.$inferInsert;

export function createDemoRepository(db: Db) {
  return {
    memberCount: (): Promise<number> => db.$count(users),

    async insertUser(values: typeof users.$inferInsert): Promise<string> {
      const [user] = await db.insert(users).values(values).returning({ id: users.id });
      return user!.id;
    },

    async insertProfile(values: NewProfile): Promise<void> {
      await db.insert(profiles).values(values);
    },

    async insertPhoto(values: NewPhoto): Promise<string> {
      const [photo] = await db.insert(profilePhotos).values(values).returning({ id: profilePhotos.id });
      return photo!.id;
    },

    async setAvatar(userId: string, avatar: string): Promise<void> {
      await db.update(profiles).set({ avatar }).where(eq(profiles.id, userId));
    },

    /**
     * Runs `load` (a large benchmark load into an otherwise empty users and profiles) with their secondary
     * indexes, unique and foreign-key constraints dropped, then builds each back in one sorted pass:
     * about twice as fast at 1M members as keeping five B-trees and a foreign-key check up to date row
     * by row. The primary keys stay (other tables' foreign keys need them).
     * Definitions are read from the catalog, so whatever the migrations made is what comes back.
     */
    async withIndexesDeferred(load: () => Promise<void>): Promise<void> {
      const tables = sql`('users'::regclass, 'profiles'::regclass)`;
      const constraints = await queryRows<{ tbl: string; name: string; def: string }>(
        db,
        sql`select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
        from pg_constraint where conrelid in ${tables} and contype in ('u', 'f')
        order by contype = 'f' desc`,
      );
      const indexes = await queryRows<{ name: string; def: string }>(
        db,
        sql`select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as def from pg_index i
        where indrelid in ${tables} and not exists (select from pg_constraint c where c.conindid = i.indexrelid)`,
      );
      for (const c of constraints) await db.execute(sql.raw(`alter table ${c.tbl} drop constraint ${c.name}`));
      for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
      try {
        await load();
      } finally {
        for (const index of indexes) await db.execute(sql.raw(index.def));
        for (const c of constraints.toReversed())
          await db.execute(sql.raw(`alter table ${c.tbl} add constraint ${c.name} ${c.def}`));
      }
    },

    /**
     * Synthetic members number `from` to `to` (benchmarks), generated inside the database with
     * generate_series: one INSERT ... SELECT per table, no per-row round trips (Drizzle would spend
     * ~25 us a row building SQL). Members spread around real hubs so distance filters have work to do.
     */
    async insertBenchMembers(from: number, to: number): Promise<void> {
      await db.execute(sql`
        insert into users (id, name, email, email_verified, created_at, updated_at)
        select md5('bench-' || i)::uuid, '', 'bench-' || i || '@bench.kindred.invalid', true, now(), now()
        from generate_series(${from}::int, ${to}::int) as i`);
      await db.execute(sql`
        insert into profiles (id, first_name, last_name, age, gender, interested_in, location, latitude, longitude,
          bio, languages, religion, mbti_type, has_children, looking_for, interests, match_style,
          discovery_min_age, discovery_max_age, discovery_distance_km, is_demo, last_seen_at, created_at, updated_at)
        select md5('bench-' || i)::uuid,
          'Bench' || i, 'Member',
          age, gender,
          case when gender = 'non-binary' or i % 10 = 0 then 'everyone' when gender = 'female' then 'men' else 'women' end,
          hub.name, hub.lat + ((i::bigint * 7919) % 1000) / 1000.0 - 0.5, hub.lon + ((i::bigint * 104729) % 1000) / 1000.0 - 0.5,
          'Synthetic member for benchmarks', array['English'],
          (array['christianity','islam','judaism','hinduism','buddhism','atheism','agnosticism','spiritual'])[1 + i % 8],
          (array['INTJ','INTP','ENTJ','ENTP','INFJ','INFP','ENFJ','ENFP','ISTJ','ISFJ','ESTJ','ESFJ','ISTP','ISFP','ESTP','ESFP'])[1 + i % 16],
          i % 5 = 0,
          array[(array['Long-term Relationship','Marriage','Casual Dating','Friendship'])[1 + i % 4]],
          array[(array['Travel','Music','Movies','Reading','Sports','Cooking','Art','Hiking'])[1 + i % 8],
                (array['Photography','Gaming','Dancing','Writing','Technology','Fashion','Fitness'])[1 + i % 7]],
          (array['deep_connector','loyal_realist','free_spirit','driven_seeker'])[1 + i % 4],
          greatest(18, age - 10), least(99, age + 10), 80, true,
          now() - ((i % 1440) || ' minutes')::interval, now() - ((i % 90) || ' days')::interval, now()
        -- Age, gender and hub come from different digits of i, so every hub holds every kind of member.
        from (select i, 18 + ((i / 7) * 31) % 50 as age,
                     (array['female','male','female','male','non-binary'])[1 + (i / 3) % 5] as gender,
                     1 + (i::bigint * 13) % 20 as hub_index
              from generate_series(${from}::int, ${to}::int) as i) as g
        join (values
          (1, 'New York City, New York, United States', 40.71, -74.01), (2, 'Los Angeles, California, United States', 34.05, -118.24),
          (3, 'Chicago, Illinois, United States', 41.88, -87.63), (4, 'Houston, Texas, United States', 29.76, -95.36),
          (5, 'Austin, Texas, United States', 30.27, -97.74), (6, 'London, United Kingdom', 51.51, -0.13),
          (7, 'Berlin, Germany', 52.52, 13.40), (8, 'Paris, France', 48.85, 2.35), (9, 'Madrid, Spain', 40.42, -3.70),
          (10, 'Rome, Italy', 41.89, 12.48), (11, 'Toronto, Canada', 43.70, -79.42), (12, 'Sydney, Australia', -33.87, 151.21),
          (13, 'Tokyo, Japan', 35.69, 139.69), (14, 'Mumbai, India', 19.07, 72.88), (15, 'São Paulo, Brazil', -23.55, -46.63),
          (16, 'Mexico City, Mexico', 19.43, -99.13), (17, 'Amsterdam, Netherlands', 52.37, 4.89), (18, 'Stockholm, Sweden', 59.33, 18.07),
          (19, 'Singapore, Singapore', 1.29, 103.85), (20, 'Cape Town, South Africa', -33.93, 18.42)
        ) as hub(idx, name, lat, lon) on hub.idx = g.hub_index`);
    },
  };
}
export type DemoRepository = ReturnType<typeof createDemoRepository>;
