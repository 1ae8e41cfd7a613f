import { Page } from "@/components/layouts/page";
import { PhotoManager } from "@/features/photos/components/photo-manager";

/** Manage Your Photos (spec 001 section 2, "Photos page"). */
export function PhotosRoute() {
  return (
    <Page title="Manage Your Photos">
      <PhotoManager />
    </Page>
  );
}
