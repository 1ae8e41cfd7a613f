import { Page } from "@/components/layouts/page";
import { useMe } from "@/features/auth/api/get-me";
import { AccountSummary } from "@/features/auth/components/account-summary";
import { SignOutButton } from "@/features/auth/components/sign-out-button";

// Placeholder until the Dashboard is built: the account it is signed in to, and a way out.
export function DashboardRoute() {
  const { data: me } = useMe();
  return (
    <Page title="Dashboard">
      <div className="mt-6 grid gap-6">
        {me ? <AccountSummary me={me} /> : null}
        <SignOutButton className="justify-self-start" />
      </div>
    </Page>
  );
}
