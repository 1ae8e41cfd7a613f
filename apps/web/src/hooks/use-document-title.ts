import { APP_NAME } from "@kindred/contracts";
import { useEffect } from "react";

/**
 * Names the browser tab (and what screen readers announce after navigation) after the screen.
 * An effect rather than React 19's <title> hoisting, which would leave index.html's <title> first.
 */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
