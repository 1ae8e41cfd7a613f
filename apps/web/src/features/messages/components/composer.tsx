import { MESSAGE_LIMITS, messageSignals, type NudgeKind } from "@kindred/contracts";
import { ImagePlus, LoaderCircle, SendHorizontal } from "lucide-react";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { Attachment } from "../hooks/use-attachment";
import { useAttachment } from "../hooks/use-attachment";
import { AttachmentPreview } from "./attachment-preview";
import { SendNudgeDialog } from "./send-nudge-dialog";
import { t } from "@/lib/i18n/i18n";

/** Show the characters left once a message gets this close to the limit. */
const COUNTER_FROM = MESSAGE_LIMITS.maxChars - 100;

type ComposerProps = {
  /** Hands the message over; it shows at once as a pending bubble, so the composer clears at once. */
  onSend: (message: { content: string; attachment: Attachment | null }) => void;
  /** Each keystroke (the caller tells the other member, throttled). */
  onTyping: () => void;
  /** The next message will be among the conversation's first (off-platform contact is nudged there). */
  early: boolean;
};

/**
 * Spec 001, the composer: text and an optional image (previewed, removable, cleared after send).
 * Send is disabled while there is neither text nor image, or while the image is being prepared.
 * Enter sends; Shift+Enter starts a new line.
 */
export function Composer({ onSend, onTyping, early }: ComposerProps) {
  const [text, setText] = useState("");
  const [nudge, setNudge] = useState<NudgeKind[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { attachment, preparing, choose, remove, take } = useAttachment();
  const canSend = !preparing && (text.trim() !== "" || attachment !== null);

  const send = (confirmed = false) => {
    if (!canSend) return;
    // A message that carries a scam's or a bully's signs is asked about first (nudges.ts); it goes as
    // it is when the member confirms.
    const signals = confirmed ? [] : messageSignals(text, { early });
    if (signals.length > 0) return setNudge(signals);
    setNudge([]);
    onSend({ content: text.trim(), attachment: take() });
    setText("");
    textarea.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Japanese, Chinese...): Enter confirms it.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-border bg-card px-2.5 pt-2.5 pb-3 sm:px-4">
      {attachment ? <AttachmentPreview url={attachment.url} onRemove={remove} /> : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          aria-label={t("Choose an image to send")}
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again (after removing it) fires a change.
            event.target.value = "";
            if (file) void choose(file);
          }}
        />
        <Button
          variant="ghost"
          className="size-11 shrink-0 p-0 text-muted-foreground hover:text-accent-foreground"
          aria-label={t("Attach image")}
          onClick={() => fileInput.current?.click()}
          disabled={preparing}
        >
          {preparing ? (
            <LoaderCircle aria-hidden="true" className="size-5! animate-spin" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-5!" />
          )}
        </Button>
        <textarea
          ref={textarea}
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping();
          }}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_LIMITS.maxChars}
          placeholder={t("Type a message...")}
          aria-label={t("Message")}
          className="field-sizing-content max-h-36 min-h-11 w-full min-w-0 flex-1 resize-none rounded-3xl border border-input bg-muted/40 px-4 py-2.5 text-base leading-normal text-foreground transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:bg-card focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 sm:text-sm sm:leading-normal"
        />
        <Button
          type="submit"
          className={cn("size-11 shrink-0 p-0", !canSend && "bg-stone-300 text-stone-700 shadow-none")}
          aria-label={t("Send message")}
          disabled={!canSend}
        >
          <SendHorizontal aria-hidden="true" className="size-5!" />
        </Button>
      </div>
      <SendNudgeDialog
        kinds={nudge}
        onSend={() => send(true)}
        onEdit={() => {
          setNudge([]);
          textarea.current?.focus();
        }}
      />
      {text.length >= COUNTER_FROM ? (
        <p aria-live="polite" className="mt-1 pr-14 text-right text-xs text-muted-foreground">
          {t("{count, plural, one {# characters left} other {# characters left}}", {
            count: MESSAGE_LIMITS.maxChars - text.length,
          })}
        </p>
      ) : null}
    </form>
  );
}
