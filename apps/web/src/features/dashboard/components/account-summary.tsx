import type { Me } from "@kindred/contracts";
import { Alert } from "@/components/ui/alert";

/** Who is signed in, and a reminder while their email address is still unconfirmed. */
export function AccountSummary({ me }: { me: Me }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Signed in as <span className="font-semibold [overflow-wrap:anywhere] text-foreground">{me.email}</span>
      </p>
      {me.emailVerified ? null : (
        <Alert variant="info">
          <p className="font-semibold">Please verify your email</p>
          <p className="[overflow-wrap:anywhere]">
            We sent a verification link to {me.email}. Open it to confirm your address.
          </p>
        </Alert>
      )}
    </div>
  );
}
