import { BLOCK_TEXT } from "@kindred/contracts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { t } from "@/lib/i18n/i18n";
import { serverMessage } from "@/lib/server-message";
import { useBlockMember } from "@/lib/safety/block";
import { toast } from "@/lib/toast";

type BlockMemberDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** The name the member knows them by (first name). */
  name: string;
  /** Takes the member off the screen at once (see `useBlockMember`). */
  onBlocked?: (userId: string) => void;
};

/**
 * "Block {name}?" with what it means, then the block and its toast. The same question wherever a
 * member can be blocked: the conversation menu, the full profile, a search card.
 */
export function BlockMemberDialog({ open, onOpenChange, userId, name, onBlocked }: BlockMemberDialogProps) {
  const block = useBlockMember({ onBlocked });

  // Awaited rather than given callbacks: what opened this dialog usually leaves the screen as soon
  // as the block lands (the conversation, the card), and the toast must still come.
  const confirm = async () => {
    try {
      await block.mutateAsync(userId);
      toast.success(t(BLOCK_TEXT.blocked, { name }));
    } catch (error) {
      toast.error(serverMessage(error, t(BLOCK_TEXT.failed)));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(BLOCK_TEXT.confirmTitle, { name })}
      description={t(BLOCK_TEXT.confirmBody, { name })}
      confirmLabel={t(BLOCK_TEXT.confirm)}
      onConfirm={() => void confirm()}
    />
  );
}
