import { AUTH_MESSAGES, ROUTES } from "@kindred/contracts";
import { LoaderCircle, LogOut } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/lib/session/sign-out";

export function SignOutButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const signOut = useSignOut();

  const onClick = () => {
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.loggedOut);
        void navigate(ROUTES.login, { replace: true });
      },
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
