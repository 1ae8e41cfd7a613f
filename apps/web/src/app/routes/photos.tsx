import { Page } from "@/components/layouts/page";
import { PhotoManager } from "@/features/photos/components/photo-manager";
import { VerificationCard } from "@/features/verification/components/verification-card";
import { t } from "@/lib/i18n/i18n";

/** Manage Your Photos (spec 001 section 2, "Photos page"). */
export function PhotosRoute() {
  return (
    <Page title={t("Manage Your Photos")}>
      <PhotoManager />
      <div className="mt-8">
        <VerificationCard />
      </div>
    </Page>
  );
}
