const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });

/** The day a badge was earned, in the member's own format. */
export const verifiedOn = (iso: string) => dateFormat.format(new Date(iso));
