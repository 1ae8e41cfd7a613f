/**
 * The one description of "download my data": the zip's README.md is rendered from it, and a unit test
 * (export-builder.test.ts) fails when a JSON file holds a field documented nowhere here, so the README
 * cannot fall behind the code. docs/data-export.md embeds the rendered README (the same test checks it).
 *
 * Field paths: `a.b` is a key inside an object, `a[].b` a key of every element of the list `a`, and a
 * path that starts with `[]` describes the elements of a file that is a list.
 */
export type ExportFileDoc = {
  path: string;
  about: string;
  /** JSON files only: every field, by path. */
  fields?: Record<string, string>;
};

const REF = "another member: `id` and `firstName` (see Other members)";

export const EXPORT_FILES: ExportFileDoc[] = [
  {
    path: "README.md",
    about: "This file: what each file holds and what each field means.",
  },
  {
    path: "account.json",
    about: "Your account: how you sign in.",
    fields: {
      email: "The address you sign in with.",
      emailVerified: "Whether you confirmed the address from our mail.",
      createdAt: "When you signed up.",
      role: "`user`, or `admin` for moderators.",
      twoFactorEnabled: "Whether sign-in asks for a second factor.",
      "passkeys[].name": "The passkey's name (null if it has none).",
      "passkeys[].deviceType": "`singleDevice` or `multiDevice` (a synced passkey).",
      "passkeys[].backedUp": "Whether the passkey is backed up by its provider.",
      "passkeys[].createdAt": "When you added it.",
    },
  },
  {
    path: "profile.json",
    about: "Your profile as you filled it in (null if you never saved one).",
    fields: {
      firstName: "First name, shown to others.",
      lastName: "Last name (never shown to others).",
      age: "Age in years.",
      gender: "Gender.",
      interestedIn: "Whom you want to meet.",
      location: "Your place as written on your profile.",
      country: "Country of that place.",
      state: "State or region of that place.",
      city: "City of that place.",
      cityLatitude:
        "Latitude of the city's centre, from our offline gazetteer: never your device's position, which is not stored.",
      cityLongitude: "Longitude of the city's centre.",
      bio: "About me.",
      ethnicity: "Ethnicity.",
      height: "Height in centimetres.",
      weight: "Weight in kilograms.",
      languages: "Languages you speak.",
      religion: "Religion.",
      mbtiType: "Personality type (MBTI).",
      hasChildren: "Whether you have children.",
      relationshipStatus: "Relationship status.",
      relationshipType: "The kinds of relationship you are open to.",
      lookingFor: "What you are looking for.",
      interests: "Interests.",
      communicationStyle: "Communication style.",
      loveLanguage: "Love language.",
      education: "Education.",
      occupation: "Occupation.",
      dealBreakers: "Deal breakers.",
      avatar: "The avatar you chose (null if none).",
      discoveryMinAge: "Youngest age shown to you in discovery.",
      discoveryMaxAge: "Oldest age shown to you in discovery.",
      discoveryDistanceKm: "Discovery radius in kilometres.",
      discoveryCountrywide:
        "Whether you widened discovery to anywhere in your country (the radius is kept for when you narrow it).",
      hidden: "Whether your profile is hidden from discovery and search.",
      lastSeenAt: "When you were last active.",
      verifiedAt:
        "When a selfie verification matched your main photo (null when you are not verified, or it lapsed when your main photo changed).",
      createdAt: "When you first saved your profile.",
      updatedAt: "When you last changed it.",
    },
  },
  {
    path: "quiz.json",
    about: "Your personality quiz: the match style it gave you and each answer.",
    fields: {
      matchStyle: "Your match style's code (null if you have not taken the quiz).",
      matchStyleName: "Its name, as the app shows it.",
      "answers[].questionId": "The question's number.",
      "answers[].question": "The question.",
      "answers[].answer": "The answer you chose.",
      "answers[].style": "The match style that answer counts for.",
    },
  },
  {
    path: "settings.json",
    about: "Your switches in Settings and on the Reviews page.",
    fields: {
      emailNotifications: "Mail about activity.",
      matchAlerts: "Mail when you have a new match.",
      messageNotifications: "Mail when you have a new message.",
      profileVisible: "Whether others can find your profile.",
      shareLocation:
        "Whether others see how far away you are; while it is off, no distance filter, radius or sort places you.",
      readReceipts: "Whether others see that you read their messages.",
      pushMatches: "Push notifications for new matches.",
      pushMessages: "Push notifications for new messages.",
      pushLikes: "Push notifications for new likes.",
      pushMessageText: "Whether a message's push notification shows its text.",
      displayReviews: "Whether reviews and badges show on your profile.",
    },
  },
  {
    path: "photos/",
    about: "Your photos, public and private, as stored (one file each; previews are not included).",
  },
  {
    path: "photos.json",
    about: "One entry per photo in `photos/`, in profile order.",
    fields: {
      "[].file": "The photo's file in this zip.",
      "[].position": "Its place on your profile (0 = main photo).",
      "[].isPrivate": "Whether only the members you chose can see it.",
      "[].sharedWith[].id": `Who may see a private photo: ${REF}.`,
      "[].sharedWith[].firstName": "Their first name.",
      "[].contentType": "The file's type.",
      "[].width": "Width in pixels.",
      "[].height": "Height in pixels.",
      "[].bytes": "File size in bytes.",
      "[].flagged": "Whether a moderator flagged it.",
      "[].createdAt": "When you uploaded it.",
    },
  },
  {
    path: "matches.json",
    about: "Your matches, current and ended. Likes still waiting for an answer are in likes.json.",
    fields: {
      "[].conversationId": "The match's id; the same conversation in messages.json has it.",
      "[].with.id": `The other person: ${REF}.`,
      "[].with.firstName": "Their first name.",
      "[].status": "`active`, or `ended` (unmatched, blocked, or one of you deleted the account).",
      "[].likedFirst": "`me` or `them`: who liked first.",
      "[].likedAt": "When the first like was given.",
      "[].matchedAt": "When the like was returned.",
      "[].endedAt": "When it ended (null while active).",
      "[].endedBy": "`me`, `them`, or null (ended by a deletion or not ended).",
    },
  },
  {
    path: "messages.json",
    about:
      "Every conversation you took part in, with the messages you sent and those you received, oldest first. This includes conversations that ended and those with members who deleted their account or are no longer visible to you.",
    fields: {
      "[].conversationId": "The match's id (see matches.json).",
      "[].with.id": `The other person: ${REF}.`,
      "[].with.firstName": "Their first name.",
      "[].messages[].id": "The message's id.",
      "[].messages[].from": "`me` or `them`.",
      "[].messages[].text": "The text (null for an image without text).",
      "[].messages[].image": "The image's file under `message-images/` (null if none, or removed).",
      "[].messages[].sentAt": "When it was sent.",
      "[].messages[].read":
        "Whether the recipient has read it. For what you sent, shown only while you both share read receipts, as in the app.",
    },
  },
  {
    path: "message-images/",
    about: "The images sent in your conversations, by you or to you, named by message id.",
  },
  {
    path: "likes.json",
    about:
      "The likes and skips you gave, and how many likes wait for your answer. Who liked you is not named here: the Likes tab in the app shows them while their like stands.",
    fields: {
      "given[].to.id": `Whom you liked: ${REF}.`,
      "given[].to.firstName": "Their first name.",
      "given[].at": "When you liked them.",
      "given[].outcome": "`waiting` (no answer yet), `matched`, or `ended`.",
      "received.waiting": "How many likes wait for your answer.",
      "received.dates": "When each of those likes was given.",
      "skipped[].member.id": `Whom you skipped in discovery: ${REF}.`,
      "skipped[].member.firstName": "Their first name.",
      "skipped[].at": "When you skipped them.",
    },
  },
  {
    path: "blocks.json",
    about: "The members you blocked.",
    fields: {
      "[].member.id": `Whom you blocked: ${REF}.`,
      "[].member.firstName": "Their first name.",
      "[].at": "When you blocked them.",
    },
  },
  {
    path: "reports-filed.json",
    about:
      "The reports you filed with the moderators (what the moderators captured as evidence belongs to their review, and is not included).",
    fields: {
      "[].id": "The report's id.",
      "[].kind": "What you reported: `profile`, `photo`, `conversation` or `review`.",
      "[].about.id": `Whom it is about: ${REF}.`,
      "[].about.firstName": "Their first name.",
      "[].category": "The category you chose.",
      "[].reason": "What you wrote.",
      "[].status": "`pending`, `reviewed`, `approved` or `rejected`.",
      "[].createdAt": "When you filed it.",
      "[].updatedAt": "When you last added to it.",
    },
  },
  {
    path: "reviews-about-me.json",
    about:
      "The reviews others wrote about you, as a summary only: reviews are anonymous, so no reviewer and no single review is included. As in the app, the ratings start at 5 reviews, and a review counts once published, some hours after it was written.",
    fields: {
      totalReviews: "How many reviews you received.",
      shownOnProfile: "Whether your reviews and badges show on your profile (see settings.json).",
      reputation: "The ratings (null below 5 reviews).",
      "reputation.photoVerified": "Whether at least 80 % said your photos look like you.",
      "reputation.photoAccuracy": "Percent who said your photos look like you.",
      "reputation.reliability": "Percent who said you followed through on plans.",
      "reputation.honesty": "Percent who said you were honest about your intentions.",
      "reputation.reliable": "The Reliable badge (80 % or more).",
      "reputation.honest": "The Honest badge (80 % or more).",
      "reputation.topTraits": "The two traits named most.",
      "traitCounts[].trait": "A positive trait reviewers named (the list is null below 5 reviews).",
      "traitCounts[].count": "How many reviews named it.",
    },
  },
  {
    path: "reviews-written.json",
    about: "The reviews you wrote about others.",
    fields: {
      "[].about.id": `Whom you reviewed: ${REF}.`,
      "[].about.firstName": "Their first name.",
      "[].photoAccuracy": "Did their photos look like them.",
      "[].followedThroughOnPlans": "Did they follow through on plans.",
      "[].honestAboutIntentions": "Were they honest about their intentions.",
      "[].positiveTraits": "The traits you named.",
      "[].hasMet": "Whether you met in person.",
      "[].createdAt": "When you wrote it.",
    },
  },
  {
    path: "notices.json",
    about: "The moderators' decisions about your account (statements of reasons) and your appeals.",
    fields: {
      "[].kind": "`warning`, `photo_removed`, `suspension`, `ban`, `appeal_decision` or `verification_revoked`.",
      "[].decision": "What was decided.",
      "[].rule": "The community guideline it applied.",
      "[].facts": "The facts it was based on.",
      "[].until": "When a suspension ends (null otherwise).",
      "[].createdAt": "When it was decided.",
      "[].acknowledgedAt": "When you read it in the app.",
      "[].appeal": "Your appeal (null if none).",
      "[].appeal.text": "What you wrote.",
      "[].appeal.status": "`pending`, `upheld` or `overturned`.",
      "[].appeal.createdAt": "When you appealed.",
      "[].appeal.decidedAt": "When it was decided.",
      "[].appeal.note": "The moderator's answer.",
    },
  },
  {
    path: "verification.json",
    about:
      "Your selfie verifications. The selfies were deleted when each was decided and the measurements of your face were never stored: this is all we keep.",
    fields: {
      "[].createdAt": "When you started it.",
      "[].verified": "Whether your selfies matched your photos.",
      "[].reason":
        "Why not: `no-movement`, `pose-not-seen`, `main-photo-mismatch` or `other-photo-mismatch` (null when verified).",
      "[].poses": "The poses you were asked for.",
      "[].mainSimilarity": "How alike your selfies and your main photo were, 0 to 1.",
      "[].otherSimilarity": "The same for your most alike other photo (null when no other photo showed one face).",
    },
  },
  {
    path: "sessions.json",
    about: "The devices signed in to your account now.",
    fields: {
      "[].createdAt": "When that sign-in happened.",
      "[].lastRefreshedAt": "When the session was last extended.",
      "[].expiresAt": "When it ends unless used.",
      "[].ipAddress": "The address it signed in from.",
      "[].userAgent": "The browser it signed in with.",
    },
  },
  {
    path: "push-devices.json",
    about: "The browsers that get your push notifications (their addresses and keys stay with us).",
    fields: {
      "[].label": 'The browser and system, in English ("Chrome on Android").',
      "[].pushService": "The browser maker's push service that carries the notifications to it.",
      "[].createdAt": "When you turned notifications on there.",
      "[].lastPushAt": "When a notification last reached its push service (null: none yet).",
    },
  },
];
