import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { shortId } from "../utils/format";
import { t } from "@/lib/i18n/i18n";

/** A member's ID, shortened, with a button that copies it in full (the Accounts tab takes an ID). */
export function CopyIdButton({ id, name, className }: { id: string; name: string; className?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      toast.success(t("ID copied"));
    } catch {
      // No clipboard (an insecure origin, a denied permission): show it so it can be copied by hand.
      toast.info(id);
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn("h-8 gap-1.5 px-2 font-mono text-xs font-medium text-muted-foreground", className)}
      onClick={() => void copy()}
      aria-label={t("Copy the ID of {name}", { name })}
      title={id}
    >
      {shortId(id)}
      <Copy aria-hidden="true" />
    </Button>
  );
}
