import { PUSH_PROMPT_TEXT as TEXT } from "@kindred/contracts";
import { BellRing, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { dismissPushPrompt, mayAskForPush, turnOnPush } from "@/lib/push/push-device";
import { serverMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { t } from "@/lib/i18n/i18n";

/**
 * Issue 32: the app asks for notifications once the member has written to a match (a moment the ask
 * makes sense: they now wait for an answer), in its own words first; the browser's prompt follows
 * only their yes. "Not now" is kept on this device.
 */
export function PushPrompt({ name }: { name: string }) {
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    void mayAskForPush().then((may) => current && setShow(may));
    return () => {
      current = false;
    };
  }, []);
  if (!show) return null;

  const accept = async () => {
    setBusy(true);
    try {
      if ((await turnOnPush()) === "on") toast.success(t(TEXT.done));
      setShow(false);
    } catch (error) {
      toast.error(serverMessage(error, t(TEXT.failed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label={t(TEXT.title, { name })}
      className="mx-3 mb-2 grid gap-2 rounded-2xl border border-border bg-accent/60 p-3 sm:mx-4 sm:flex sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-card text-primary-strong">
          <BellRing aria-hidden="true" className="size-4.5" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h2 className="text-sm font-semibold">{t(TEXT.title, { name })}</h2>
          <p className="text-xs text-muted-foreground">{t(TEXT.body)}</p>
        </div>
      </div>
      <div className="flex shrink-0 justify-end gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            dismissPushPrompt();
            setShow(false);
          }}
        >
          {t(TEXT.dismiss)}
        </Button>
        <Button size="sm" disabled={busy} aria-busy={busy || undefined} onClick={() => void accept()}>
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t(TEXT.accept)}
        </Button>
      </div>
    </section>
  );
}
