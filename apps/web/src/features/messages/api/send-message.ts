import { MessageSchema, PHOTO_FILE_FIELD, type Message } from "@kindred/contracts";
import { useMutation, useMutationState, useQueryClient, type Mutation } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { apiUpload } from "@/lib/api-upload";
import { isApiError } from "@/lib/api-client";
import { touchConversation, upsertMessage } from "./message-cache";
import { CONVERSATIONS_LIST_KEY, sendMessageKey } from "./query-keys";

const ResponseSchema = z.object({ message: MessageSchema });

/** One message as the member wrote it; `clientId` stays the same across retries. */
export type OutgoingMessage = {
  matchId: string;
  clientId: string;
  content: string;
  image: File | null;
  /** A local URL for the image, so the optimistic bubble shows it before the upload ends. */
  previewUrl: string | null;
  /** When the member pressed send: orders the pending bubbles. */
  sentAt: string;
};

/**
 * Text as JSON; with an image, multipart (clientId, content, file). A retry with the same clientId
 * answers the stored message (200) instead of storing a second one.
 */
export async function sendMessage(outgoing: OutgoingMessage): Promise<Message> {
  const path = `/api/conversations/${encodeURIComponent(outgoing.matchId)}/messages`;
  const content = outgoing.content.trim();
  if (outgoing.image) {
    const fields: Record<string, string> = { clientId: outgoing.clientId };
    if (content) fields.content = content;
    return (await apiUpload(path, { file: outgoing.image, field: PHOTO_FILE_FIELD, fields, schema: ResponseSchema }))
      .message;
  }
  return (
    await apiFetch(path, {
      method: "POST",
      body: { clientId: outgoing.clientId, content },
      schema: ResponseSchema,
    })
  ).message;
}

/**
 * Sends a message of this conversation. The mutation cache doubles as the outbox: a pending or failed
 * send is a mutation there, shown as a bubble by `useOutbox` until the server's copy replaces it.
 */
export function useSendMessage(matchId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendMessageKey(matchId),
    mutationFn: sendMessage,
    // Runs even if the member has left the conversation meanwhile (options on the mutation itself).
    onSuccess: (message, outgoing) => {
      upsertMessage(queryClient, message);
      touchConversation(queryClient, message, { userId, isOpen: true });
      // The server's copy replaces the pending bubble: its local image URL is no longer shown.
      if (outgoing.previewUrl) URL.revokeObjectURL(outgoing.previewUrl);
    },
    // Refused (403): the conversation changed since the list was read (the other member deleted their
    // account, a block, an unmatch). The list read again shows it as it is now.
    onError: (error) => {
      if (isApiError(error) && error.status === 403)
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_LIST_KEY, exact: true });
    },
  });
}

export type OutboxItem = OutgoingMessage & { status: "pending" | "error"; error: Error | null };

/**
 * The optimistic bubbles of one conversation: sends on their way and sends that failed, oldest
 * first. `retry` sends a failed one again with the same clientId; the failed attempt is forgotten.
 */
export function useOutbox(matchId: string, userId: string) {
  const queryClient = useQueryClient();
  const send = useSendMessage(matchId, userId);
  const states = useMutationState({
    filters: { mutationKey: sendMessageKey(matchId), predicate: (m) => m.state.status !== "success" },
    select: (mutation) => ({
      ...(mutation.state.variables as OutgoingMessage),
      status: mutation.state.status === "error" ? ("error" as const) : ("pending" as const),
      error: mutation.state.error,
    }),
  });
  const items = useMemo(
    () => states.filter((item) => item.clientId).sort((a, b) => a.sentAt.localeCompare(b.sentAt)),
    [states],
  );

  const { mutate } = send;
  const retry = useCallback(
    (clientId: string) => {
      const cache = queryClient.getMutationCache();
      const failed = cache
        .findAll({ mutationKey: sendMessageKey(matchId), status: "error" })
        .find((m) => (m as Mutation<Message, Error, OutgoingMessage>).state.variables?.clientId === clientId) as
        Mutation<Message, Error, OutgoingMessage> | undefined;
      const variables = failed?.state.variables;
      if (!failed || !variables) return;
      cache.remove(failed);
      mutate(variables);
    },
    [queryClient, matchId, mutate],
  );

  return { items, send: mutate, retry };
}
