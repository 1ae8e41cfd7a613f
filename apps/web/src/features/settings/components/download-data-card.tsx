import { ACCOUNT_DATA_TEXT as TEXT, type DataExport } from "@kindred/contracts";
import { CircleCheck, Download, FileArchive, LoaderCircle } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/server-message";
import { useDataExport, useRefreshDataExport, useRequestDataExport } from "../api/export";
import { SettingsCard } from "./settings-card";
import { t } from "@/lib/i18n/i18n";
import { formatDate, formatNumber } from "@/lib/i18n/format";

/** How long after the browser takes the file the state is asked again (the link is spent by then). */
const AFTER_DOWNLOAD_MS = 1_500;

function size(bytes: number | null) {
  if (bytes === null) return null;
  return bytes < 1024 * 1024
    ? t("{size} KB", { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) })
    : t("{size} MB", {
        size: formatNumber(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      });
}

/** Where a finished request stands, in a line: downloaded, expired or failed. */
function Outcome({ current }: { current: DataExport }) {
  if (current.status === "downloaded")
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
        {t(TEXT.downloaded)}
      </p>
    );
  if (current.status === "expired") return <p className="text-sm text-muted-foreground">{t(TEXT.expired)}</p>;
  if (current.status === "failed") return <Alert>{t(TEXT.failed)}</Alert>;
  return null;
}

/**
 * "Download my data": asks for a copy, shows the background job's progress (polled), then a link that
 * works once until its expiry. A new copy can be asked for whenever none is being prepared.
 */
export function DownloadDataCard() {
  const query = useDataExport();
  const request = useRequestDataExport();
  const refresh = useRefreshDataExport();
  const current = query.data?.export ?? null;
  const preparing = current?.status === "queued" || current?.status === "running";

  const ask = () => request.mutate();

  let body;
  if (query.isPending) body = <Skeleton className="h-11 w-full sm:w-48" />;
  else if (query.isError && !current)
    body = <Alert>{serverMessage(query.error, t("We couldn't load your data request. Please try again."))}</Alert>;
  else if (preparing)
    body = (
      <div className="grid gap-2" data-testid="data-export-progress">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="flex items-center gap-2 font-medium">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
            {t(current.status === "queued" ? TEXT.queued : TEXT.running)}
          </span>
          <span className="text-muted-foreground tabular-nums">
            {formatNumber(current.progress / 100, { style: "percent" })}
          </span>
        </div>
        <Progress value={current.progress} aria-label={t(TEXT.progressLabel)} />
      </div>
    );
  else if (current?.status === "ready" && current.downloadUrl)
    body = (
      <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <FileArchive aria-hidden="true" className="size-5" />
          </span>
          <p className="min-w-0 text-sm">
            <span className="block font-medium">
              {t(TEXT.availableUntil, {
                date: formatDate(current.expiresAt!, { dateStyle: "medium", timeStyle: "short" }),
              })}
            </span>
            <span className="text-muted-foreground">
              {[size(current.sizeBytes), t(TEXT.oneDownload)].filter(Boolean).join(" · ")}
            </span>
          </p>
        </div>
        <Button asChild className="w-full sm:w-auto">
          {/* A plain link: the browser saves the file itself, with the server's name for it. */}
          <a
            href={current.downloadUrl}
            download
            onClick={() => window.setTimeout(() => void refresh(), AFTER_DOWNLOAD_MS)}
          >
            <Download aria-hidden="true" />
            {t(TEXT.download)}
          </a>
        </Button>
      </div>
    );
  else
    body = (
      <div className="grid gap-3">
        {current ? <Outcome current={current} /> : null}
        <Button
          variant={current ? "outline" : "primary"}
          className="w-full sm:w-auto sm:justify-self-start"
          onClick={ask}
          disabled={request.isPending}
          aria-busy={request.isPending || undefined}
        >
          {request.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <FileArchive aria-hidden="true" />
          )}
          {current ? t(TEXT.requestAgain) : t(TEXT.request)}
        </Button>
      </div>
    );

  return (
    <SettingsCard title={t(TEXT.downloadTitle)} description={t(TEXT.downloadDescription)}>
      {body}
      {request.isError ? (
        <Alert>{serverMessage(request.error, t("We couldn't start preparing your data. Please try again."))}</Alert>
      ) : null}
    </SettingsCard>
  );
}
