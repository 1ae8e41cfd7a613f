import { readFileSync } from "node:fs";

// ASVS 5.0 6.2.4: refuse passwords found in lists of the most commonly used ones.
let list: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#")),
  );
  return list.has(password.toLowerCase());
}
