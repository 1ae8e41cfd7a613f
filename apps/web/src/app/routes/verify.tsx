import { VERIFICATION_TEXT } from "@kindred/contracts";
import { Page } from "@/components/layouts/page";
import { VerifyScreen } from "@/features/verification/components/verify-screen";
import { t } from "@/lib/i18n/i18n";

/** Verify your photos (issue 31): consent, the camera's poses, the server's verdict. */
export function VerifyRoute() {
  return (
    <Page title={t(VERIFICATION_TEXT.title)}>
      <VerifyScreen />
    </Page>
  );
}
