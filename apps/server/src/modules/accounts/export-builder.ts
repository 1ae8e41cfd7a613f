import { DEFAULT_MEMBER_SETTINGS } from "@kindred/contracts";
import { decisionIn } from "../notices/decision-text";
import { renderReadme } from "./export-format";
import {
  extensionOf,
  iso,
  memberLabels,
  profileOf,
  quizOf,
  reviewsAboutOf,
  type ExportSource,
  type MemberRef,
} from "./export-sections";
import { zipWriter, type BuiltExport } from "./export-zip";

export type { ExportSource } from "./export-sections";

export type BuildDeps = {
  source: ExportSource;
  /** A stored file's bytes, or undefined when it is gone (left out of the zip, its entry kept). */
  readFile: (key: string) => Promise<Uint8Array | undefined>;
  /** Called with 1..99 as sections are written; the caller decides how often to store it. */
  progress: (percent: number) => Promise<void>;
};

/** Report progress every this many files while copying photos and images. */
const FILES_PER_PROGRESS = 3;

/**
 * Builds the member's zip (layout and fields: export-format.ts). Reads everything first, labels the
 * other members, then writes file by file, reporting progress after each section and every few files.
 */
export async function buildExport(userId: string, preparedAt: Date, deps: BuildDeps): Promise<BuiltExport> {
  const { source, readFile, progress } = deps;
  const account = await source.account(userId);
  if (!account) throw new Error("The account is gone");
  const [profile, settings, photos, matchRows, messageRows, passRows, blockRows, blockedBy] = await Promise.all([
    source.profile(userId),
    source.settings(userId),
    source.photos(userId),
    source.matches(userId),
    source.messages(userId),
    source.passes(userId),
    source.blocksMade(userId),
    source.blockedBy(userId),
  ]);
  const [reportRows, reviewCounts, reviewsWritten, notices, sessionRows, verificationRows, pushRows] =
    await Promise.all([
      source.reportsFiled(userId),
      source.reviewCounts(userId),
      source.reviewsWritten(userId),
      source.notices(userId),
      source.sessions(userId),
      source.verifications(userId),
      source.pushDevices(userId),
    ]);
  await progress(5);

  const partnerOf = (match: { user1Id: string | null; user2Id: string | null }) =>
    match.user1Id === userId ? match.user2Id : match.user1Id;
  const others = [
    ...matchRows.map(partnerOf),
    ...photos.flatMap((photo) => photo.allowedUsers),
    ...passRows.map((row) => row.targetId),
    ...blockRows.map((row) => row.blockedId),
    ...reportRows.map((row) => row.reportedUserId),
    ...reviewsWritten.map((row) => row.reviewedId),
  ].filter((id): id is string => id !== null && id !== userId);
  const ref = memberLabels(await source.firstNames(others), blockedBy);
  // Labels follow the order matches appear in, so the same zip reads the same way each time.
  for (const id of others) ref(id);

  const zip = zipWriter(preparedAt);
  zip.text("README.md", renderReadme(preparedAt));
  zip.json("account.json", {
    email: account.email,
    emailVerified: account.emailVerified,
    createdAt: iso(account.createdAt),
    role: account.role,
    twoFactorEnabled: account.twoFactorEnabled,
    passkeys: account.passkeys.map((key) => ({ ...key, createdAt: iso(key.createdAt) })),
  });
  zip.json("profile.json", profileOf(profile));
  zip.json("quiz.json", quizOf(profile));
  const displayReviews = settings?.displayReviews ?? true;
  zip.json("settings.json", {
    emailNotifications: settings?.emailNotifications ?? DEFAULT_MEMBER_SETTINGS.emailNotifications,
    matchAlerts: settings?.matchAlerts ?? DEFAULT_MEMBER_SETTINGS.matchAlerts,
    messageNotifications: settings?.messageNotifications ?? DEFAULT_MEMBER_SETTINGS.messageNotifications,
    profileVisible: profile ? !profile.hidden : DEFAULT_MEMBER_SETTINGS.profileVisible,
    shareLocation: settings?.shareLocation ?? DEFAULT_MEMBER_SETTINGS.shareLocation,
    readReceipts: settings?.readReceipts ?? DEFAULT_MEMBER_SETTINGS.readReceipts,
    pushMatches: settings?.pushMatches ?? DEFAULT_MEMBER_SETTINGS.pushMatches,
    pushMessages: settings?.pushMessages ?? DEFAULT_MEMBER_SETTINGS.pushMessages,
    pushLikes: settings?.pushLikes ?? DEFAULT_MEMBER_SETTINGS.pushLikes,
    pushMessageText: settings?.pushMessageText ?? DEFAULT_MEMBER_SETTINGS.pushMessageText,
    displayReviews,
  });
  await progress(10);

  const photoEntries = [];
  for (const [i, photo] of photos.entries()) {
    const name = `photos/${photo.position}-${photo.id}.${extensionOf(photo.storageKey)}`;
    const bytes = await readFile(photo.storageKey);
    if (bytes) zip.file(name, bytes);
    photoEntries.push({
      file: bytes ? name : null,
      position: photo.position,
      isPrivate: photo.isPrivate,
      sharedWith: photo.allowedUsers.filter((id) => id !== userId).map(ref),
      contentType: photo.contentType,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      flagged: photo.flagged,
      createdAt: iso(photo.createdAt),
    });
    if ((i + 1) % FILES_PER_PROGRESS === 0) await progress(10 + Math.floor((30 * (i + 1)) / photos.length));
  }
  zip.json("photos.json", photoEntries);
  await progress(40);

  const byMatch = new Map(matchRows.map((match) => [match.id, match]));
  const side = (id: string | null) => (id === null ? null : id === userId ? "me" : "them");
  zip.json(
    "matches.json",
    matchRows
      .filter((match) => match.status !== "pending")
      .map((match) => ({
        conversationId: match.id,
        with: ref(partnerOf(match)),
        status: match.status,
        likedFirst: match.user1Id === userId ? "me" : "them",
        likedAt: iso(match.createdAt),
        matchedAt: iso(match.matchedAt),
        endedAt: iso(match.endedAt),
        endedBy: side(match.endedBy),
      })),
  );
  zip.json("likes.json", {
    given: matchRows
      .filter((match) => match.user1Id === userId)
      .map((match) => ({
        to: ref(match.user2Id),
        at: iso(match.createdAt),
        outcome: match.status === "pending" ? "waiting" : match.status === "active" ? "matched" : "ended",
      })),
    received: (() => {
      const waiting = matchRows.filter((match) => match.status === "pending" && match.user2Id === userId);
      return { waiting: waiting.length, dates: waiting.map((match) => iso(match.createdAt)) };
    })(),
    skipped: passRows.map((row) => ({ member: ref(row.targetId), at: iso(row.at) })),
  });
  zip.json(
    "blocks.json",
    blockRows.map((row) => ({ member: ref(row.blockedId), at: iso(row.at) })),
  );
  await progress(45);

  const conversations = new Map<string, { conversationId: string; with: MemberRef; messages: unknown[] }>();
  const images: { name: string; key: string }[] = [];
  for (const row of messageRows) {
    let conversation = conversations.get(row.matchId);
    if (!conversation) {
      const match = byMatch.get(row.matchId);
      conversation = { conversationId: row.matchId, with: ref(match ? partnerOf(match) : null), messages: [] };
      conversations.set(row.matchId, conversation);
    }
    const image = row.imageKey ? `message-images/${row.id}.${extensionOf(row.imageKey)}` : null;
    if (row.imageKey && image) images.push({ name: image, key: row.imageKey });
    conversation.messages.push({
      id: row.id,
      from: row.senderId === userId ? "me" : "them",
      text: row.content,
      image,
      sentAt: iso(row.createdAt),
      read: row.isRead,
    });
  }
  await progress(50);
  const missing = new Set<string>();
  for (const [i, image] of images.entries()) {
    const bytes = await readFile(image.key);
    if (bytes) zip.file(image.name, bytes);
    else missing.add(image.name);
    if ((i + 1) % FILES_PER_PROGRESS === 0) await progress(50 + Math.floor((35 * (i + 1)) / images.length));
  }
  // An image removed since the rows were read keeps its message, without a file to point at.
  for (const conversation of conversations.values())
    for (const message of conversation.messages as { image: string | null }[])
      if (message.image && missing.has(message.image)) message.image = null;
  zip.json("messages.json", [...conversations.values()]);
  await progress(85);

  zip.json(
    "reports-filed.json",
    reportRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      about: ref(row.reportedUserId),
      category: row.category,
      reason: row.reason,
      status: row.status,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  );
  zip.json("reviews-about-me.json", reviewsAboutOf(reviewCounts, displayReviews));
  zip.json(
    "reviews-written.json",
    reviewsWritten.map(({ reviewedId, createdAt, ...review }) => ({
      about: ref(reviewedId),
      ...review,
      createdAt: iso(createdAt),
    })),
  );
  zip.json(
    "notices.json",
    notices.map((notice) => ({
      kind: notice.kind,
      // In English, as the rest of the export: the stored message with its date filled in.
      decision: decisionIn("en", notice),
      rule: notice.ruleId,
      facts: notice.facts,
      until: iso(notice.until),
      createdAt: iso(notice.createdAt),
      acknowledgedAt: iso(notice.acknowledgedAt),
      appeal: notice.appealStatus
        ? {
            text: notice.appealText,
            status: notice.appealStatus,
            createdAt: iso(notice.appealCreatedAt),
            decidedAt: iso(notice.appealDecidedAt),
            note: notice.appealNote,
          }
        : null,
    })),
  );
  zip.json(
    "verification.json",
    verificationRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  );
  zip.json(
    "sessions.json",
    sessionRows.map((row) => ({
      createdAt: iso(row.createdAt),
      lastRefreshedAt: iso(row.updatedAt),
      expiresAt: iso(row.expiresAt),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
  );
  zip.json(
    "push-devices.json",
    pushRows.map((row) => ({
      label: row.label,
      // Who carries the pushes to that device; the rest of the address is a secret of the device.
      pushService: new URL(row.endpoint).host,
      createdAt: iso(row.createdAt),
      lastPushAt: iso(row.lastSuccessAt),
    })),
  );
  await progress(90);
  return zip.finish();
}
