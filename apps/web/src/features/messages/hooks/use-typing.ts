import { MESSAGE_LIMITS } from "@kindred/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRealtime, useRealtimeEvent } from "@/lib/realtime/use-realtime";

/** Tell the other member at most this often while I type (the server allows little more). */
export const TYPING_THROTTLE_MS = 2000;

/** Call on every keystroke; it sends one "typing" per 2 s to this conversation. */
export function useTypingNotifier(matchId: string) {
  const { send } = useRealtime();
  const lastSent = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_THROTTLE_MS) return;
    if (send({ type: "typing", matchId })) lastSent.current = now;
  }, [send, matchId]);
}

/**
 * Whether the other member is typing here: true for 4 s after their last "typing", and false as
 * soon as their message arrives. Never for a member who deleted their account (otherId null).
 */
export function useIsTyping(matchId: string, otherId: string | null) {
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const stop = () => {
    window.clearTimeout(timer.current);
    setTyping(false);
  };
  useRealtimeEvent("typing", (event) => {
    if (otherId === null || event.matchId !== matchId || event.userId !== otherId) return;
    setTyping(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setTyping(false), MESSAGE_LIMITS.typingMs);
  });
  useRealtimeEvent("message.created", ({ message }) => {
    if (otherId !== null && message.matchId === matchId && message.senderId === otherId) stop();
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return typing;
}
