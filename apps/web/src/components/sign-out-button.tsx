import { AUTH_MESSAGES } from "@kindred/contracts";
import { LoaderCircle, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/lib/session/sign-out";
import { toast } from "@/lib/toast";

export function SignOutButton({ className }: { className?: string }) {
  const signOut = useSignOut();

  const onClick = () => {
    signOut.mutate(undefined, {
      onSuccess: () => toast.success(AUTH_MESSAGES.loggedOut),
      onError: () => toast.error(AUTH_MESSAGES.signOutFailed),
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
      Sign Out
    </Button>
  );
}
