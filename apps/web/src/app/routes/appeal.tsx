import { useSearchParams } from "react-router";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { AppealScreen } from "@/features/notices/components/appeal-screen";

/** /appeal?token=: public, no session; framed like sign-in, where a refused member comes from. */
export function AppealRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <AppealScreen token={params.get("token")} />
    </AuthLayout>
  );
}
