/**
 * A member's text as a LIKE / ILIKE pattern that contains it: `%`, `_` and the escape character itself
 * match literally (PostgreSQL's default escape is the backslash).
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
