import { NUDGE_TEXT, type AdminReport, type NudgeKind, type ReportSnapshot } from "@kindred/contracts";
import { ImageIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { genderLabel } from "@/lib/profile-format";
import { cn } from "@/lib/utils";
import { categoryLabel } from "../utils/labels";
import { evidenceFileUrl, formatDateTime } from "../utils/format";

type Snapshot<K extends ReportSnapshot["kind"]> = Extract<ReportSnapshot, { kind: K }>;

/** Profile fields worth reading in a report, in reading order; the rest of the record is left out. */
const PROFILE_FIELDS: [key: string, label: string][] = [
  ["firstName", "First name"],
  ["lastName", "Last name"],
  ["age", "Age"],
  ["gender", "Gender"],
  ["location", "Location"],
  ["occupation", "Occupation"],
  ["bio", "Bio"],
  ["interests", "Interests"],
];

/** Fields stored as option values ("male"), shown with the profile form's labels ("Male"). */
const OPTION_LABELS: Record<string, (value: string) => string | null> = { gender: genderLabel };

function fieldText(value: unknown, key?: string): string | null {
  if (value === null || value === undefined || value === "") return null;
  const label = key ? OPTION_LABELS[key] : undefined;
  if (label && typeof value === "string") return label(value);
  if (Array.isArray(value))
    return (
      value
        .map((item) => fieldText(item))
        .filter(Boolean)
        .join(", ") || null
    );
  if (typeof value === "object") {
    // A location is stored as its parts.
    const parts = ["city", "state", "country"].map((key) => (value as Record<string, unknown>)[key]);
    return parts.filter((part) => typeof part === "string" && part).join(", ") || null;
  }
  return String(value);
}

function EvidenceImage({
  reportId,
  file,
  label,
  width,
  height,
}: {
  reportId: string;
  file: number | null;
  label: string;
  width?: number;
  height?: number;
}) {
  if (file === null) {
    return (
      <div className="flex size-24 flex-col items-center justify-center gap-1 rounded-xl bg-muted p-2 text-center text-xs text-muted-foreground">
        <ImageIcon aria-hidden="true" className="size-5" />
        No copy kept
      </div>
    );
  }
  return (
    <ImageWithFallback
      src={evidenceFileUrl(reportId, file)}
      alt={label}
      width={width ?? 160}
      height={height ?? 160}
      loading="lazy"
      className="h-40 w-auto max-w-full rounded-xl border border-border bg-muted object-contain"
    />
  );
}

function ProfileEvidence({ report, snapshot }: { report: AdminReport; snapshot: Snapshot<"profile"> }) {
  const fields = PROFILE_FIELDS.map(([key, label]) => [label, fieldText(snapshot.profile?.[key], key)] as const).filter(
    (entry): entry is readonly [string, string] => entry[1] !== null,
  );
  return (
    <div className="grid gap-3">
      {fields.length > 0 ? (
        <dl className="grid grid-cols-[minmax(0,6.5rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {fields.map(([label, text]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{text}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">The profile was empty when reported.</p>
      )}
      {snapshot.photos.length > 0 ? (
        <ul aria-label="Profile photos as reported" className="flex flex-wrap gap-2">
          {snapshot.photos.map((photo) => (
            <li key={photo.id}>
              <EvidenceImage
                reportId={report.id}
                file={photo.file}
                label={`Profile photo ${photo.position + 1}${photo.isPrivate ? " (private)" : ""}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PhotoEvidence({ report, snapshot }: { report: AdminReport; snapshot: Snapshot<"photo"> }) {
  if (!snapshot.photo) return <p className="text-sm text-muted-foreground">The photo was already gone.</p>;
  const { photo } = snapshot;
  return (
    <EvidenceImage
      reportId={report.id}
      file={photo.file}
      label={`Reported photo of ${report.reportedFirstName ?? "the member"}`}
      width={photo.width}
      height={photo.height}
    />
  );
}

function ConversationEvidence({ report, snapshot }: { report: AdminReport; snapshot: Snapshot<"conversation"> }) {
  if (snapshot.messages.length === 0) return <p className="text-sm text-muted-foreground">No messages yet.</p>;
  const sender = (senderId: string | null) => {
    if (senderId && senderId === report.reportedUserId) return report.reportedFirstName ?? "Reported member";
    if (senderId && senderId === report.reporterId) return "Reporter";
    return "Deleted member";
  };
  const named = snapshot.messages.find((message) => message.id === snapshot.messageId);
  return (
    <div className="grid gap-2">
      {named ? (
        <div className="grid gap-1 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="text-xs font-semibold tracking-wide uppercase">{NUDGE_TEXT.flaggedMessage}</p>
          {named.content ? <p className="[overflow-wrap:anywhere] whitespace-pre-line">{named.content}</p> : null}
          <Signals kinds={named.signals} />
        </div>
      ) : null}
      <ol
        aria-label="Messages as reported"
        tabIndex={0}
        className="grid max-h-72 gap-2 overflow-y-auto rounded-xl bg-muted/60 p-3 text-sm"
      >
        {snapshot.messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              "grid gap-0.5",
              message.id === snapshot.messageId && "-mx-2 rounded-lg bg-amber-50 px-2 py-1.5 ring-2 ring-amber-300",
            )}
          >
            <p className="text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{sender(message.senderId)}</span>
              {" \u00b7 "}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
            {message.content ? <p className="[overflow-wrap:anywhere] whitespace-pre-line">{message.content}</p> : null}
            <Signals kinds={message.signals} />
            {message.hasImage ? (
              <EvidenceImage
                reportId={report.id}
                file={message.file}
                label={`Image sent by ${sender(message.senderId)}`}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** What a message carries (nudges.ts), as moderators read it: "Money request", "Insulting words". */
function Signals({ kinds }: { kinds: readonly NudgeKind[] | undefined }) {
  if (!kinds?.length) return null;
  return (
    <ul aria-label="Signals" className="flex flex-wrap gap-1">
      {kinds.map((kind) => (
        <li key={kind}>
          <Badge variant="outline" className="border-amber-300 bg-amber-100 text-amber-950">
            {NUDGE_TEXT.signalLabel[kind]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function ReviewEvidence({ snapshot }: { snapshot: Snapshot<"review"> }) {
  if (snapshot.reviews.length === 0) return <p className="text-sm text-muted-foreground">No reviews.</p>;
  return (
    <ul aria-label="Reviews as reported" className="grid gap-2 text-sm">
      {snapshot.reviews.map((review) => (
        <li key={review.id} className="rounded-xl bg-muted/60 p-3">
          <p>
            Photo accurate: {review.photoAccuracy} · Followed through: {review.followedThroughOnPlans} · Honest:{" "}
            {review.honestAboutIntentions} · Met: {review.hasMet ? "Yes" : "No"}
          </p>
          {review.positiveTraits.length > 0 ? (
            <p className="text-muted-foreground">Traits: {review.positiveTraits.join(", ")}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const KIND_TITLES: Record<ReportSnapshot["kind"], string> = {
  profile: "Profile",
  photo: "Photo",
  conversation: "Conversation",
  review: "Reviews",
};

/**
 * What was reported, as it was when reported (a later edit or deletion cannot change it): one entry
 * per report or repeat, each with the category and reason given with it.
 */
export function ReportEvidence({ report }: { report: AdminReport }) {
  if (report.evidence.length === 0) return null;
  const many = report.evidence.length > 1;
  return (
    <div className="grid gap-3">
      {report.evidence.map((snapshot, index) => (
        <section
          key={`${snapshot.kind}-${snapshot.capturedAt}-${index}`}
          aria-label={`${KIND_TITLES[snapshot.kind]} as reported`}
          className="grid gap-2 rounded-xl border border-border p-3"
        >
          <p className="text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">{KIND_TITLES[snapshot.kind]}</span> as reported on{" "}
            <time dateTime={snapshot.capturedAt}>{formatDateTime(snapshot.capturedAt)}</time>
            {many ? ` \u00b7 ${categoryLabel(snapshot.category)}: \u201c${snapshot.reason}\u201d` : null}
          </p>
          {snapshot.kind === "profile" ? <ProfileEvidence report={report} snapshot={snapshot} /> : null}
          {snapshot.kind === "photo" ? <PhotoEvidence report={report} snapshot={snapshot} /> : null}
          {snapshot.kind === "conversation" ? <ConversationEvidence report={report} snapshot={snapshot} /> : null}
          {snapshot.kind === "review" ? <ReviewEvidence snapshot={snapshot} /> : null}
        </section>
      ))}
    </div>
  );
}
