type Named = { firstName: string | null; lastName: string | null };

/** Spec 001: the search box matches the first or last name, ignoring case. */
export function matchesName(person: Named, query: string) {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  const first = person.firstName?.toLocaleLowerCase() ?? "";
  const last = person.lastName?.toLocaleLowerCase() ?? "";
  return first.includes(needle) || last.includes(needle) || `${first} ${last}`.includes(needle);
}
