import { SCREEN_FIRST_DATA } from "@kindred/contracts";
import { CARD_PHOTO_SIZES } from "@/features/matching/utils/constants";
import { requestEarly, requestEarlyCopy } from "@/lib/early-requests";

/*
 * The first answers a member's screen needs, asked for as the app starts instead of after the
 * session answer, the screen's chunk and its first render, one after the other (issue 17: /dashboard
 * and /match painted only after that whole chain on a slow phone). Only once the session says
 * someone is signed in: a visitor's page must log no refused request.
 */
const isMember = (answer: unknown) =>
  typeof answer === "object" &&
  answer !== null &&
  "me" in answer &&
  typeof answer.me === "object" &&
  answer.me !== null;

type DeckAnswer = {
  cards?: { profile?: { avatar?: unknown; photos?: { url?: unknown; previewUrl?: unknown; width?: unknown }[] } }[];
};

/**
 * The deck's top photo, asked for as soon as the deck answers, as the card will ask for it (the same
 * sources as lib/profile-format's firstPhotoOf, CardFace's sizes): it is /match's largest paint, and
 * it otherwise waited for the answer's validation and the card's first render (issue 17).
 */
export function preloadTopPhoto(answer: unknown) {
  const profile = (answer as DeckAnswer | null)?.cards?.[0]?.profile;
  const photo = profile?.photos?.[0];
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.fetchPriority = "high";
  if (photo && typeof photo.previewUrl === "string" && typeof photo.url === "string") {
    link.href = photo.previewUrl;
    if (typeof photo.width === "number" && photo.width > 400) {
      link.imageSrcset = `${photo.previewUrl} 400w, ${photo.url} ${photo.width}w`;
      link.imageSizes = CARD_PHOTO_SIZES;
    }
  } else if (!photo && typeof profile?.avatar === "string") {
    link.href = profile.avatar;
  } else {
    return;
  }
  document.head.append(link);
}

const DECK = "/api/discovery/deck";

/** Asks for the session now, and for the screen's first data as soon as it names a member. */
export function startEarlyRequests(pathname: string) {
  const data = SCREEN_FIRST_DATA[pathname.replace(/(.)\/$/, "$1")]?.reads;
  if (!data) {
    void requestEarly("/api/session");
    return;
  }
  requestEarlyCopy("/api/session")
    .then((response) => (response.ok ? response.json() : null))
    .then((answer) => {
      if (!isMember(answer)) return;
      for (const path of data) {
        if (path !== DECK) {
          void requestEarly(path);
          continue;
        }
        requestEarlyCopy(path)
          .then((response) => (response.ok ? response.json() : null))
          .then(preloadTopPhoto)
          .catch(() => undefined);
      }
    })
    .catch(() => undefined);
}
