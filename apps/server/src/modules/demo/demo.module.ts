import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import type { Logger } from "../../lib/logger";
import type { BlobStore } from "../../storage";
import type { EventBus } from "../realtime/event-bus";
import { createDemoRemovalRepository } from "./demo-removal.repository";
import { createDemoRemoval } from "./demo-removal.service";
import { createDemoResponderRepository } from "./demo-responder.repository";
import { startDemoResponder } from "./demo-responder";

type Deps = {
  db: Db;
  store: BlobStore;
  bus: EventBus;
  jobs: JobQueue;
  log: Logger;
  /** NODE_ENV=production: the demo never answers (and is never seeded: config/env.ts). */
  production: boolean;
  /** DEMO_REPLY_DELAY_SECONDS. */
  delaySeconds: number;
  /** The likes service's like and the messages service's send, as a member's own requests call them. */
  like: (userId: string, targetId: string) => Promise<unknown>;
  send: (userId: string, matchId: string, content: string, clientId: string) => Promise<unknown>;
};

/** The demo community at run time: its answers (outside production) and its removal (admins, the CLI). */
export function createDemoModule({ db, store, bus, jobs, log, production, delaySeconds, like, send }: Deps) {
  const removal = createDemoRemoval({ repo: createDemoRemovalRepository(db), store, log, bus });
  const responder = production
    ? undefined
    : startDemoResponder({ repo: createDemoResponderRepository(db), jobs, bus, log, like, send, delaySeconds });
  return {
    async remove() {
      const counts = await removal();
      responder?.forget();
      return counts;
    },
  };
}
export type DemoModule = ReturnType<typeof createDemoModule>;
