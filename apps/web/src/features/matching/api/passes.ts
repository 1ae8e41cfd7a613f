import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";

/** Skips a member: they leave the deck for good (until the skip is undone). */
export async function sendPass(targetId: string): Promise<void> {
  await apiFetch("/api/passes", { method: "POST", body: { targetId } });
}

const UndoSchema = z.object({ targetId: z.string() });

/** Takes back my most recent skip; answers who it was (404 when there is none). */
export async function undoLastPass(): Promise<string> {
  return (await apiFetch("/api/passes/last", { method: "DELETE", schema: UndoSchema })).targetId;
}

export function useSendPass() {
  return useMutation({ mutationFn: sendPass });
}

export function useUndoLastPass() {
  return useMutation({ mutationFn: undoLastPass });
}
