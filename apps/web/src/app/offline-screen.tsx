import { OFFLINE_TEXT } from "@kindred/contracts";
import { WifiOff } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { t } from "@/lib/i18n/i18n";

/**
 * What the service worker shows for a page it cannot fetch. Rendered once at build into a page with the
 * app's stylesheet and no script (scripts/prerender.mjs): nothing runs, so Try again is a plain link
 * to the page the member asked for, which the worker tries on the network again.
 */
export function OfflineScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 py-12 text-center">
      <Logo size="lg" />
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-accent text-primary-strong">
        <WifiOff aria-hidden="true" className="size-8" />
      </span>
      <div className="grid max-w-sm gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t(OFFLINE_TEXT.title)}</h1>
        <p className="text-muted-foreground">{t(OFFLINE_TEXT.body)}</p>
      </div>
      <a href="" className={buttonVariants({ size: "lg" })}>
        {t(OFFLINE_TEXT.retry)}
      </a>
    </main>
  );
}
