import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "kindred-scroll-positions";

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Where a page opens: back and forward return to where the member was on it; a link to `#section`
 * lands on that section; any other move to a new page starts at its top. A change of the query alone
 * (a filter, a tab) keeps the place. Positions last for the tab's session, reloads included.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const currentKey = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  // The place on the page shown now, as the member scrolls (the next page's first paint would clamp it).
  useEffect(() => {
    positions.current = { ...readPositions(), ...positions.current };
    history.scrollRestoration = "manual";
    const onScroll = () => {
      positions.current[currentKey.current] = window.scrollY;
    };
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", save);
      history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    const saved = positions.current[location.key] ?? readPositions()[location.key];
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!samePage && navigationType !== "POP") window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
