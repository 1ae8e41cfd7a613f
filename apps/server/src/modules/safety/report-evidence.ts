import {
  CONTACT_NUDGE_MESSAGES,
  messageSignals,
  type EvidenceFile,
  type ReportCategory,
  type ReportKind,
  type ReportSnapshot,
} from "@kindred/contracts";
import type { BlobStore } from "../../storage";
import { EVIDENCE_LIMITS, type ReportsRepository } from "./reports.repository";

/** A file the snapshot wants copied, and where in the snapshot its copy's number goes. */
type Copy = { from: string; contentType: string; attach: (n: number) => void };
/** A snapshot read from the database, its files not yet copied. */
export type CapturedEvidence = { snapshot: ReportSnapshot; copies: Copy[] };

const iso = (value: Date | string) => new Date(value).toISOString();
const extensionOf = (key: string) => /\.([A-Za-z0-9]{1,5})$/.exec(key)?.[1]?.toLowerCase() ?? "bin";
// Message images carry no content type of their own: their key's extension says it (as messages.service reads it).
const imageType = (key: string) =>
  key.endsWith(".webp") ? "image/webp" : key.endsWith(".png") ? "image/png" : "image/jpeg";

/**
 * Reads what is reported as it is now: the rows go into the snapshot, the files are listed for copying
 * (see copyEvidenceFiles), so a later edit or deletion cannot erase what the moderators will judge.
 */
export async function captureEvidence(
  repo: ReportsRepository,
  report: { kind: ReportKind; targetId: string; category: ReportCategory; reason: string; messageId?: string },
  reportedUserId: string,
): Promise<CapturedEvidence> {
  const { kind, targetId, category, reason } = report;
  const base = { targetId, capturedAt: new Date().toISOString(), category, reason, files: [] as EvidenceFile[] };
  const copies: Copy[] = [];

  if (kind === "profile") {
    const [profile, photos] = await Promise.all([repo.profileFields(reportedUserId), repo.photosOf(reportedUserId)]);
    const snapshot: ReportSnapshot = {
      kind,
      ...base,
      profile: profile ?? null,
      photos: photos.map((photo) => {
        const entry = {
          id: photo.id,
          position: photo.position,
          isPrivate: photo.isPrivate,
          createdAt: iso(photo.createdAt),
          file: null as number | null,
        };
        copies.push({ from: photo.storageKey, contentType: photo.contentType, attach: (n) => (entry.file = n) });
        return entry;
      }),
    };
    return { snapshot, copies };
  }

  if (kind === "photo") {
    const photo = await repo.photo(targetId);
    const entry = photo && {
      id: photo.id,
      userId: photo.userId,
      position: photo.position,
      isPrivate: photo.isPrivate,
      contentType: photo.contentType,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      createdAt: iso(photo.createdAt),
      file: null as number | null,
    };
    if (photo && entry)
      copies.push({ from: photo.storageKey, contentType: photo.contentType, attach: (n) => (entry.file = n) });
    return { snapshot: { kind, ...base, photo: entry ?? null }, copies };
  }

  if (kind === "conversation") {
    const { rows: last, earlier, named } = await repo.lastMessages(targetId, report.messageId);
    // The named message leads when it is older than the last ones; the reporter pointed at it, so all
    // it carries is shown, off-platform contact too.
    const rows = named ? [named, ...last] : last;
    // The newest images are the likeliest to matter; older ones keep their row without a copy.
    const withImages = rows.filter((row) => row.imageKey).slice(-EVIDENCE_LIMITS.images);
    const copied = new Set(withImages.map((row) => row.id));
    const messages = rows.map((row, index) => {
      const position = row === named ? 0 : earlier + index - (named ? 1 : 0);
      const entry = {
        id: row.id,
        senderId: row.senderId,
        content: row.content,
        createdAt: iso(row.createdAt),
        hasImage: row.imageKey !== null,
        file: null as number | null,
        signals: messageSignals(row.content, { early: position < CONTACT_NUDGE_MESSAGES }),
      };
      if (row.imageKey && copied.has(row.id))
        copies.push({ from: row.imageKey, contentType: imageType(row.imageKey), attach: (n) => (entry.file = n) });
      return entry;
    });
    return { snapshot: { kind, ...base, messageId: report.messageId ?? null, messages }, copies };
  }

  const reviews = await repo.reviewsAbout(reportedUserId);
  return {
    snapshot: {
      kind,
      ...base,
      reviews: reviews.map((review) => ({
        id: review.id,
        reviewerId: review.reviewerId,
        photoAccuracy: review.photoAccuracy,
        followedThroughOnPlans: review.followedThroughOnPlans,
        honestAboutIntentions: review.honestAboutIntentions,
        positiveTraits: review.positiveTraits,
        hasMet: review.hasMet,
        createdAt: iso(review.createdAt),
      })),
    },
    copies,
  };
}

/**
 * Copies the snapshot's files to `report_evidence/{reportId}/{n}.{ext}`, numbering on from `firstN`
 * (the files the report already holds), and records each in the snapshot. A file already gone (deleted
 * between the read and the copy) is left out. Every key written is pushed to `written` at once, so the
 * caller can remove them if the report is not stored.
 */
export async function copyEvidenceFiles(
  store: BlobStore,
  reportId: string,
  firstN: number,
  evidence: CapturedEvidence,
  written: string[],
): Promise<void> {
  let n = firstN;
  for (const copy of evidence.copies) {
    const blob = await store.get(copy.from);
    if (!blob) continue;
    const bytes = new Uint8Array(await new Response(blob.body).arrayBuffer());
    const file: EvidenceFile = {
      n,
      key: `report_evidence/${reportId}/${n}.${extensionOf(copy.from)}`,
      contentType: copy.contentType,
    };
    await store.put(file.key, bytes, file.contentType);
    written.push(file.key);
    evidence.snapshot.files.push(file);
    copy.attach(n);
    n += 1;
  }
}
