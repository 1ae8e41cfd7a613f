import { ACCOUNT_DATA_TEXT as TEXT, type DataExport } from "@kindred/contracts";
import { CircleCheck, Download, FileArchive, LoaderCircle } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/server-message";
import { useDataExport, useRefreshDataExport, useRequestDataExport } from "../api/export";
import { SettingsCard } from "./settings-card";

const until = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const LOAD_FAILED = "We couldn't load your data request. Please try again.";
const REQUEST_FAILED = "We couldn't start preparing your data. Please try again.";
/** How long after the browser takes the file the state is asked again (the link is spent by then). */
const AFTER_DOWNLOAD_MS = 1_500;

function size(bytes: number | null) {
  if (bytes === null) return null;
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Where a finished request stands, in a line: downloaded, expired or failed. */
function Outcome({ current }: { current: DataExport }) {
  if (current.status === "downloaded")
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
        {TEXT.downloaded}
      </p>
    );
  if (current.status === "expired") return <p className="text-sm text-muted-foreground">{TEXT.expired}</p>;
  if (current.status === "failed") return <Alert>{TEXT.failed}</Alert>;
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
  else if (query.isError && !current) body = <Alert>{serverMessage(query.error, LOAD_FAILED)}</Alert>;
  else if (preparing)
    body = (
      <div className="grid gap-2" data-testid="data-export-progress">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="flex items-center gap-2 font-medium">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
            {current.status === "queued" ? TEXT.queued : TEXT.running}
          </span>
          <span className="text-muted-foreground tabular-nums">{current.progress}%</span>
        </div>
        <Progress value={current.progress} aria-label={TEXT.progressLabel} />
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
              {TEXT.availableUntil} {until.format(new Date(current.expiresAt!))}
            </span>
            <span className="text-muted-foreground">
              {[size(current.sizeBytes), TEXT.oneDownload].filter(Boolean).join(" · ")}
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
            {TEXT.download}
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
          {current ? TEXT.requestAgain : TEXT.request}
        </Button>
      </div>
    );

  return (
    <SettingsCard title={TEXT.downloadTitle} description={TEXT.downloadDescription}>
      {body}
      {request.isError ? <Alert>{serverMessage(request.error, REQUEST_FAILED)}</Alert> : null}
    </SettingsCard>
  );
}
