import { useCallback, useLayoutEffect, useRef } from "react";

/** Within this many pixels of the end counts as "at the bottom" (reading the latest). */
const NEAR_BOTTOM_PX = 80;

/**
 * The scrolling of a conversation: it opens at the latest message and follows each new one; loading
 * earlier messages above keeps the one being read in place; and content that grows later (a photo
 * that finished loading) keeps a reader at the bottom there.
 *
 * `firstKey` and `lastKey` are the ids of the first and last item shown.
 */
export function useStickToBottom({ firstKey, lastKey }: { firstKey: string | undefined; lastKey: string | undefined }) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const atBottom = useRef(true);
  const lastFollowed = useRef<string | undefined>(undefined);
  const anchor = useRef<{ height: number; top: number } | null>(null);

  const toBottom = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
  }, []);

  // Earlier messages arrived above: keep the view where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    const before = anchor.current;
    if (!element || !before) return;
    anchor.current = null;
    element.scrollTop = element.scrollHeight - before.height + before.top;
  }, [firstKey]);

  // A new last message (or the first load): follow it to the bottom.
  useLayoutEffect(() => {
    if (lastKey === undefined || lastKey === lastFollowed.current) return;
    lastFollowed.current = lastKey;
    toBottom();
  }, [lastKey, toBottom]);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  }, []);

  /** Call before asking for earlier messages. */
  const keepPosition = useCallback(() => {
    const element = scroller.current;
    if (element) anchor.current = { height: element.scrollHeight, top: element.scrollTop };
  }, []);

  /** Call when content grew in place (an image loaded). */
  const onContentResize = useCallback(() => {
    if (atBottom.current) toBottom();
  }, [toBottom]);

  return { scroller, onScroll, keepPosition, onContentResize };
}
