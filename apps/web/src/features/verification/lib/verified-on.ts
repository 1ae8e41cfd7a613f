import { formatDate } from "@/lib/i18n/format";

/** The day a badge was earned, in the language in use. */
export const verifiedOn = (iso: string) => formatDate(iso, { dateStyle: "long" });
