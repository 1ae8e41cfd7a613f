import type * as DeckMotionModule from "./swipe-deck-motion";

export type DeckMotion = typeof DeckMotionModule;

let loaded: DeckMotion | null = null;
let loading: Promise<DeckMotion> | undefined;

/** The Motion deck, when its chunk has already loaded in this visit (the next deck starts with it). */
export const loadedDeckMotion = () => loaded;

/** Loads the Motion deck's chunk once; a failed load may be tried again. */
export function loadDeckMotion(): Promise<DeckMotion> {
  loading ??= import("./swipe-deck-motion").then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
