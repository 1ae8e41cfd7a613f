import { MESSAGE_TEXT } from "@kindred/contracts";
import { UserX } from "lucide-react";
import { t } from "@/lib/i18n/i18n";

/** Where the composer was, in a conversation whose other member deleted their account. */
export function ReadOnlyNotice() {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 border-t border-border px-4 py-3.5 text-center text-sm text-muted-foreground"
    >
      <UserX aria-hidden="true" className="size-4 shrink-0" />
      {t(MESSAGE_TEXT.memberDeleted)}
    </p>
  );
}
