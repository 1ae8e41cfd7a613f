import { ADMIN_PANEL_TEXT, ADMIN_PHOTOS_PAGE_SIZE } from "@kindred/contracts";
import { ImageOff, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { useAdminPhotos } from "../api/get-photos";
import { pageCount } from "../utils/pagination";
import { PageButtons } from "./page-buttons";
import { EmptyState, LoadError, LoadingNote } from "./panel-states";
import { PhotoCard } from "./photo-card";
import { t } from "@/lib/i18n/i18n";

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4";

function PhotoGridSkeleton() {
  return (
    <div aria-busy="true">
      <LoadingNote>{t("Loading photos...")}</LoadingNote>
      <div aria-hidden="true" className={GRID}>
        {Array.from({ length: ADMIN_PHOTOS_PAGE_SIZE }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-2xl border border-border bg-card">
            <Skeleton className="aspect-square w-full rounded-none" />
            <div className="grid gap-2 p-3">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-[3.25rem] w-full rounded-xl" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Spec 001 Photos: every photo (twelve a page, at most five page buttons), or only the flagged ones. */
export function PhotosTab() {
  const switchId = useId();
  const [flagged, setFlagged] = useState(false);
  const [page, setPage] = useState(1);
  const query = useAdminPhotos(flagged, page);

  let body;
  if (query.isPending) body = <PhotoGridSkeleton />;
  else if (query.isError)
    body = (
      <LoadError
        message={t(flagged ? ADMIN_PANEL_TEXT.loadFlaggedPhotosFailed : ADMIN_PANEL_TEXT.loadPhotosFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  else if (query.data.photos.length === 0)
    body = flagged ? (
      <EmptyState icon={ShieldCheck} title={t(ADMIN_PANEL_TEXT.noFlaggedPhotosTitle)}>
        {t(ADMIN_PANEL_TEXT.noFlaggedPhotosBody)}
      </EmptyState>
    ) : (
      <EmptyState icon={ImageOff} title={t(ADMIN_PANEL_TEXT.noPhotosTitle)}>
        {t(ADMIN_PANEL_TEXT.noPhotosBody)}
      </EmptyState>
    );
  else
    body = (
      <>
        <ul
          aria-label={flagged ? t("Flagged photos") : t("Photos")}
          aria-busy={query.isPlaceholderData || undefined}
          className={cn(GRID, query.isPlaceholderData && "opacity-60")}
        >
          {query.data.photos.map((photo) => (
            <li key={photo.id} className="flex">
              <PhotoCard photo={photo} />
            </li>
          ))}
        </ul>
        <PageButtons
          label={t("Photos")}
          page={page}
          pageCount={pageCount(query.data.total, query.data.pageSize)}
          onPage={setPage}
        />
      </>
    );

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3 rounded-2xl border border-border bg-card px-4 py-3">
        <Label htmlFor={switchId}>{t("Show flagged photos only")}</Label>
        <Switch
          id={switchId}
          checked={flagged}
          onCheckedChange={(checked) => {
            setFlagged(checked);
            setPage(1);
          }}
        />
      </div>
      {body}
    </div>
  );
}
