import { APP_NAME } from "@kindred/contracts";
import { createContext, useContext, useEffect } from "react";

/** The pre-render's ear for the page's title (effects don't run there); absent in the browser. */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);

/**
 * Names the browser tab (and what screen readers announce after navigation) after the screen.
 * An effect rather than React 19's <title> hoisting, which would leave index.html's <title> first.
 */
export function useDocumentTitle(title?: string) {
  const fullTitle = title ? `${title} | ${APP_NAME}` : APP_NAME;
  useContext(DocumentTitleContext)?.(fullTitle);
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
