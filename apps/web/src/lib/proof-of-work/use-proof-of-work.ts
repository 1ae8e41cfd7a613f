import { PROOF_TEXT, type ProofPurpose } from "@kindred/contracts";
import type { WidgetMethods } from "altcha/types";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, CLIENT_ERROR_CODES } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { loadProofWidget } from "./load-widget";

export type ProofState = "working" | "done" | "failed";
type Widget = HTMLElement & WidgetMethods;
type Settled = { payload: string } | { failed: true };

/**
 * The proof-of-work a form sends with its request (issue 31): the widget starts solving as the form
 * opens, in the background, and `take()` hands over its payload (waiting for it if the member was
 * quicker), then starts on the next one, since each is accepted once. `enabled: false` (a closed
 * dialog) loads nothing; the widget solves once its element is on screen.
 */
export function useProofOfWork(purpose: ProofPurpose, { enabled = true }: { enabled?: boolean } = {}) {
  const [state, setState] = useState<ProofState>("working");
  const widget = useRef<Widget | null>(null);
  const ready = useRef<Settled | null>(null);
  const waiting = useRef<((settled: Settled) => void)[]>([]);

  const settle = useCallback((settled: Settled) => {
    ready.current = settled;
    setState("failed" in settled ? "failed" : "done");
    for (const resolve of waiting.current.splice(0)) resolve(settled);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let gone = false;
    // Rendered at once: the element upgrades when its definition arrives, and then starts solving.
    loadProofWidget().catch(() => !gone && settle({ failed: true }));
    return () => {
      gone = true;
    };
  }, [enabled, settle]);

  /** The element, once React renders it: its events say when a payload is ready or solving failed. */
  const attach = useCallback(
    (element: Widget | null) => {
      widget.current = element;
      if (!element) return;
      // A new element (a dialog opened again) solves a challenge of its own.
      ready.current = null;
      setState("working");
      element.addEventListener("statechange", (event) => {
        const { state: next, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
        if (next === "verified" && payload) settle({ payload });
        else if (next === "error" || next === "expired") settle({ failed: true });
      });
    },
    [settle],
  );

  /** Solves again: after a payload was used, or after a failure (the status's Try again). */
  const again = useCallback(() => {
    ready.current = null;
    setState("working");
    widget.current?.reset();
    void widget.current?.verify();
  }, []);

  const take = useCallback(async (): Promise<string> => {
    const settled = ready.current ?? (await new Promise<Settled>((resolve) => waiting.current.push(resolve)));
    again();
    if ("failed" in settled) throw new ApiError(0, CLIENT_ERROR_CODES.network, t(PROOF_TEXT.failed));
    return settled.payload;
  }, [again]);

  return { purpose, state, attach, take, again };
}
export type ProofOfWork = ReturnType<typeof useProofOfWork>;
