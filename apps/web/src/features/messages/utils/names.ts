type Named = { firstName: string | null; lastName: string | null };

/** 'Ada Lovelace'; the server already fills in 'Unknown User' for a member without a name. */
export const fullName = (person: Named) =>
  [person.firstName, person.lastName].filter((part) => part?.trim()).join(" ") || "Unknown User";

/** 'AL': the avatar's fallback. */
export const initialsOf = (person: Named) =>
  [person.firstName, person.lastName]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("")
    .toUpperCase() || "?";

/** Spec 001: the search box matches the first or last name, ignoring case. */
export function matchesName(person: Named, query: string) {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  const first = person.firstName?.toLocaleLowerCase() ?? "";
  const last = person.lastName?.toLocaleLowerCase() ?? "";
  return first.includes(needle) || last.includes(needle) || `${first} ${last}`.includes(needle);
}
