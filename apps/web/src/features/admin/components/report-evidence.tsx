import { msg, NUDGE_TEXT, type AdminReport, type NudgeKind, type ReportSnapshot } from "@kindred/contracts";
import { ImageIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { genderLabel } from "@/lib/profile-format";
import { cn } from "@/lib/utils";
import { categoryLabel } from "../utils/labels";
import { evidenceFileUrl, formatDateTime } from "../utils/format";
import { t, translateIfMessage } from "@/lib/i18n/i18n";

type Snapshot<K extends ReportSnapshot["kind"]> = Extract<ReportSnapshot, { kind: K }>;

/** Profile fields worth reading in a report, in reading order; the rest of the record is left out. */
const PROFILE_FIELDS: [key: string, label: string][] = [
  ["firstName", msg("First name")],
  ["lastName", msg("Last name")],
  ["age", msg("Age")],
  ["gender", msg("Gender")],
  ["location", msg("Location")],
  ["occupation", msg("Occupation")],
  ["bio", msg("Bio")],
  ["interests", msg("Interests")],
];

/** Fields stored as option values ("male"), shown with the profile form's labels ("Male"). */
const OPTION_LABELS: Record<string, (value: string) => string | null> = { gender: genderLabel };

function fieldText(value: unknown, key?: string): string | null {
  if (value === null || value === undefined || value === "") return null;
  const label = key ? OPTION_LABELS[key] : undefined;
  if (label && typeof value === "string") {
    const text = label(value);
    return text === null ? null : translateIfMessage(text);
  }
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
        {t("No copy kept")}
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
  const fields = PROFILE_FIELDS.map(
    ([key, label]) => [t(label), fieldText(snapshot.profile?.[key], key)] as const,
  ).filter((entry): entry is readonly [string, string] => entry[1] !== null);
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
        <p className="text-sm text-muted-foreground">{t("The profile was empty when reported.")}</p>
      )}
      {snapshot.photos.length > 0 ? (
        <ul aria-label={t("Profile photos as reported")} className="flex flex-wrap gap-2">
          {snapshot.photos.map((photo) => (
            <li key={photo.id}>
              <EvidenceImage
                reportId={report.id}
                file={photo.file}
                label={
                  photo.isPrivate
                    ? t("Profile photo {number} (private)", { number: photo.position + 1 })
                    : t("Profile photo {number}", { number: photo.position + 1 })
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PhotoEvidence({ report, snapshot }: { report: AdminReport; snapshot: Snapshot<"photo"> }) {
  if (!snapshot.photo) return <p className="text-sm text-muted-foreground">{t("The photo was already gone.")}</p>;
  const { photo } = snapshot;
  return (
    <EvidenceImage
      reportId={report.id}
      file={photo.file}
      label={t("Reported photo of {name}", { name: report.reportedFirstName ?? t("the member") })}
      width={photo.width}
      height={photo.height}
    />
  );
}

function ConversationEvidence({ report, snapshot }: { report: AdminReport; snapshot: Snapshot<"conversation"> }) {
  if (snapshot.messages.length === 0) return <p className="text-sm text-muted-foreground">{t("No messages yet.")}</p>;
  const sender = (senderId: string | null) => {
    if (senderId && senderId === report.reportedUserId) return report.reportedFirstName ?? t("Reported member");
    if (senderId && senderId === report.reporterId) return t("Reporter");
    return t("Deleted member");
  };
  const named = snapshot.messages.find((message) => message.id === snapshot.messageId);
  return (
    <div className="grid gap-2">
      {named ? (
        <div className="grid gap-1 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="text-xs font-semibold tracking-wide uppercase">{t(NUDGE_TEXT.flaggedMessage)}</p>
          {named.content ? <p className="[overflow-wrap:anywhere] whitespace-pre-line">{named.content}</p> : null}
          <Signals kinds={named.signals} />
        </div>
      ) : null}
      <ol
        aria-label={t("Messages as reported")}
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
                label={t("Image sent by {name}", { name: sender(message.senderId) })}
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
    <ul aria-label={t("Signals")} className="flex flex-wrap gap-1">
      {kinds.map((kind) => (
        <li key={kind}>
          <Badge variant="outline" className="border-amber-300 bg-amber-100 text-amber-950">
            {t(NUDGE_TEXT.signalLabel[kind])}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function ReviewEvidence({ snapshot }: { snapshot: Snapshot<"review"> }) {
  if (snapshot.reviews.length === 0) return <p className="text-sm text-muted-foreground">{t("No reviews.")}</p>;
  return (
    <ul aria-label={t("Reviews as reported")} className="grid gap-2 text-sm">
      {snapshot.reviews.map((review) => (
        <li key={review.id} className="rounded-xl bg-muted/60 p-3">
          <p>
            {t("Photo accurate: {photo} · Followed through: {plans} · Honest: {honest} · Met: {met}", {
              photo: review.photoAccuracy,
              plans: review.followedThroughOnPlans,
              honest: review.honestAboutIntentions,
              met: review.hasMet ? t("Yes") : t("No"),
            })}
          </p>
          {review.positiveTraits.length > 0 ? (
            <p className="text-muted-foreground">
              {t("Traits: {traits}", { traits: review.positiveTraits.join(", ") })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const KIND_TITLES: Record<ReportSnapshot["kind"], string> = {
  profile: msg("Profile"),
  photo: msg("Photo"),
  conversation: msg("Conversation"),
  review: msg("Reviews"),
};

/** "Profile as reported on (when)": one sentence for translators, its kind in bold and its time a <time>. */
function CapturedLine({ kind, capturedAt }: { kind: string; capturedAt: string }) {
  const mark = (name: string) => `\uE000${name}\uE000`;
  const sentence = t("{kind} as reported on {date}", { kind: mark("kind"), date: mark("date") });
  const parts = sentence.split(/\uE000(kind|date)\uE000/).map((part, index) => {
    if (index % 2 === 0) return part;
    return part === "kind" ? (
      <span key={part} className="font-semibold text-foreground">
        {kind}
      </span>
    ) : (
      <time key={part} dateTime={capturedAt}>
        {formatDateTime(capturedAt)}
      </time>
    );
  });
  return <>{parts}</>;
}

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
          aria-label={t("{kind} as reported", { kind: t(KIND_TITLES[snapshot.kind]) })}
          className="grid gap-2 rounded-xl border border-border p-3"
        >
          <p className="text-xs text-muted-foreground">
            <CapturedLine kind={t(KIND_TITLES[snapshot.kind])} capturedAt={snapshot.capturedAt} />
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
