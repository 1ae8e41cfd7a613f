import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import type { FilterPanel } from "./filter-panel";
import type { ProfileModal } from "./profile-modal";

/*
 * The filters panel and the profile dialog, loaded after /match's first card rather than before it
 * (issue 17: their sliders, switch, tabs and dialog parts were a fifth of the screen's first load, and
 * the phone's first card waited for them). Each stays mounted once opened, so it can animate closed.
 */

const loadFilterPanel = () => import("./filter-panel");
const loadProfileModal = () => import("./profile-modal");

const FilterPanelChunk = lazy(() => loadFilterPanel().then((m) => ({ default: m.FilterPanel })));
const ProfileModalChunk = lazy(() => loadProfileModal().then((m) => ({ default: m.ProfileModal })));

/** True from the first time `wanted` is, for good. */
function useOnceTrue(wanted: boolean) {
  const [once, setOnce] = useState(wanted);
  if (wanted && !once) setOnce(true);
  return once || wanted;
}

export function LazyFilterPanel(props: ComponentProps<typeof FilterPanel>) {
  if (!useOnceTrue(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <FilterPanelChunk {...props} />
    </Suspense>
  );
}

export function LazyProfileModal(props: ComponentProps<typeof ProfileModal>) {
  if (!useOnceTrue(props.card !== null)) return null;
  return (
    <Suspense fallback={null}>
      <ProfileModalChunk {...props} />
    </Suspense>
  );
}

/**
 * Fetches both chunks once the page has loaded (its photos included) and the browser is idle, so a
 * member's first tap on Filters or on a card's details opens at once, as it did before.
 */
export function usePreloadedPanels(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    let idle: number | undefined;
    const preload = () => {
      idle = (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200)))(() => {
        loadFilterPanel().catch(() => undefined);
        loadProfileModal().catch(() => undefined);
      });
    };
    if (document.readyState === "complete") preload();
    else window.addEventListener("load", preload, { once: true });
    return () => {
      window.removeEventListener("load", preload);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [ready]);
}
