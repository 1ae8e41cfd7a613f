import { Page } from "@/components/layouts/page";
import { PhotoManager } from "@/features/photos/components/photo-manager";
import { VerificationCard } from "@/features/verification/components/verification-card";

/** Manage Your Photos (spec 001 section 2, "Photos page"). */
export function PhotosRoute() {
  return (
    <Page title="Manage Your Photos">
      <PhotoManager />
      <div className="mt-8">
        <VerificationCard />
      </div>
    </Page>
  );
}
