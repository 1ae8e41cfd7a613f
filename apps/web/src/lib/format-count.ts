/** A count for a small badge: exact up to 99, then '99+' so the badge keeps its size. */
export const formatCount = (count: number) => (count > 99 ? "99+" : String(count));
