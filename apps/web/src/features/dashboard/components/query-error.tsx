import { RotateCw } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";

type QueryErrorProps = { message: string; onRetry: () => void; retrying: boolean };

/** A card's failed load: what went wrong and a way to try again, without leaving the dashboard. */
export function QueryError({ message, onRetry, retrying }: QueryErrorProps) {
  return (
    <Alert className="items-center">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="font-medium">{message}</p>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          {t("Try again")}
        </Button>
      </div>
    </Alert>
  );
}
