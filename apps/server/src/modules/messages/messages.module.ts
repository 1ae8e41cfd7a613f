import type { Db } from "../../db/client";
import { createMessagesRepository } from "./messages.repository";
import { conversationsRoutes, messageFilesRoutes } from "./messages.routes";
import { createMessagesService, type MessagesDeps } from "./messages.service";

export function createMessagesModule({ db, ...deps }: { db: Db } & Omit<MessagesDeps, "repo">) {
  const repo = createMessagesRepository(db);
  const service = createMessagesService({ repo, ...deps });
  return {
    routes: { conversations: conversationsRoutes(service), files: messageFilesRoutes(service) },
    /** Sends as a member's own request does (the demo community replies through it). */
    service,
    /** The Messages badge: unread messages in conversations the member can still open. */
    unreadMessagesOf: (userId: string) => repo.unreadCount(userId),
  };
}
