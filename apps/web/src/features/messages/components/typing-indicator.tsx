import { t } from "@/lib/i18n/i18n";

/**
 * "{name} is typing…" under the last message. The line keeps its height when empty, so messages do
 * not jump each time it appears; it is a polite live region, read out once.
 */
export function TypingIndicator({ name, typing }: { name: string; typing: boolean }) {
  return (
    <p aria-live="polite" className="flex h-6 shrink-0 items-center gap-2 px-4 text-xs text-muted-foreground sm:px-6">
      {typing ? (
        <>
          <span aria-hidden="true" className="flex gap-0.5">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-stone-400"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          {t("{name} is typing…", { name })}
        </>
      ) : null}
    </p>
  );
}
