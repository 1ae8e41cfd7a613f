import { LoaderCircle, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/i18n";
import { useSignOut } from "@/lib/session/sign-out";
import { toast } from "@/lib/toast";

export function SignOutButton({ className }: { className?: string }) {
  const signOut = useSignOut();

  const onClick = () => {
    signOut.mutate(undefined, {
      // Written here too (the auth catalogue has them): the screens with this button don't load auth's texts.
      onSuccess: () => toast.success(t("Logged out successfully")),
      onError: () => toast.error(t("Error signing out")),
    });
  };

  return (
    <Button
      variant="outline"
      className={className}
      onClick={onClick}
      disabled={signOut.isPending}
      aria-busy={signOut.isPending || undefined}
    >
      {signOut.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <LogOut aria-hidden="true" />}
      {t("Sign Out")}
    </Button>
  );
}
