/** How many pages a total makes; an empty list still has its one (empty) page. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The page buttons of a pager that shows at most `max` of them: a window around the current page,
 * slid inward at either end so it always holds `max` pages when there are that many.
 */
export function pageWindow(current: number, count: number, max: number): number[] {
  const size = Math.min(max, count);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), count - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}
