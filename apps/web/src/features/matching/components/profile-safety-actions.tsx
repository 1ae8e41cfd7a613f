import { REPORT_TEXT, type PublicProfile } from "@kindred/contracts";
import { Flag, ShieldBan } from "lucide-react";
import { useState } from "react";
import { BlockMemberDialog } from "@/components/block-member-dialog";
import { ReportDialog } from "@/components/report-dialog";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";
import { firstNameOf } from "@/lib/profile-format";

type ProfileSafetyActionsProps = {
  profile: Pick<PublicProfile, "id" | "firstName">;
  /** Takes the member off the screen at once: the card leaves the deck, the modal or page closes. */
  onBlocked: (userId: string) => void;
};

/** Under a full profile: Report (spec 001, the report dialog) and Block, each behind its own dialog. */
export function ProfileSafetyActions({ profile, onBlocked }: ProfileSafetyActionsProps) {
  const name = firstNameOf(profile);
  const [open, setOpen] = useState<"report" | "block" | null>(null);
  const toggle = (which: "report" | "block") => (next: boolean) => setOpen(next ? which : null);

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
      <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={() => setOpen("report")}>
        <Flag aria-hidden="true" />
        {t("Report")}
      </Button>
      <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={() => setOpen("block")}>
        <ShieldBan aria-hidden="true" />
        {t("Block")}
      </Button>
      <ReportDialog
        open={open === "report"}
        onOpenChange={toggle("report")}
        kind="profile"
        targetId={profile.id}
        title={t("Report {name}'s Profile", { name })}
        description={t("Tell our moderators what is wrong. {name} won't know who reported them.", { name })}
        successMessage={t(REPORT_TEXT.profileReported, { name })}
      />
      <BlockMemberDialog
        open={open === "block"}
        onOpenChange={toggle("block")}
        userId={profile.id}
        name={name}
        onBlocked={onBlocked}
      />
    </div>
  );
}
