import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { messages, profiles } from "../../db/schema";
import type { DemoVoice } from "./demo-voice";

/** What the demo responder reads: who is a demo member, a member's first message, a demo member's voice. */
export function createDemoResponderRepository(db: Db) {
  return {
    /** Every demo member's id: read once at start (demo members are seeded before it, never after). */
    async demoIds(): Promise<string[]> {
      const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isDemo, true));
      return rows.map((row) => row.id);
    },

    /** Still a demo member answering a real one (either may have gone, or the demo been removed, since). */
    async isDemoPair(demoId: string, memberId: string): Promise<boolean> {
      const rows = await db
        .select({ id: profiles.id, isDemo: profiles.isDemo })
        .from(profiles)
        .where(sql`${profiles.id} in (${demoId}, ${memberId})`);
      const demo = rows.find((row) => row.id === demoId);
      const member = rows.find((row) => row.id === memberId);
      return Boolean(demo?.isDemo) && !member?.isDemo && Boolean(member);
    },

    /** The id of the first message this member sent in the conversation. */
    async firstMessageOf(matchId: string, senderId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.matchId, matchId), eq(messages.senderId, senderId)))
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(1);
      return row?.id;
    },

    async voiceOf(demoId: string): Promise<DemoVoice | undefined> {
      const [row] = await db
        .select({
          firstName: profiles.firstName,
          interests: profiles.interests,
          communicationStyle: profiles.communicationStyle,
        })
        .from(profiles)
        .where(eq(profiles.id, demoId));
      return row && { ...row, firstName: row.firstName ?? "", interests: row.interests ?? [] };
    },

    async firstNameOf(memberId: string): Promise<string | null> {
      const [row] = await db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, memberId));
      return row?.firstName ?? null;
    },
  };
}
export type DemoResponderRepository = ReturnType<typeof createDemoResponderRepository>;
