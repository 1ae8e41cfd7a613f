import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes";
import { cn } from "./utils";

/*
 * tailwind-merge is the reference: the app's kit relied on it before this merge replaced it on the
 * page's hot path. The corpus is every class the web app's source writes, so a class added later is
 * held to the same rules.
 */

const SRC = path.resolve(import.meta.dirname, "..");
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** Every word of every string literal in the source that looks like a class list. */
const CORPUS = [
  ...new Set(
    files(SRC)
      // The merge's own tables name groups, not classes.
      .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test.") && !file.endsWith("merge-classes.ts"))
      .flatMap((file) => [...readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|`([^`$\n]*)`/g)])
      .map((match) => match[1] ?? match[2] ?? "")
      .filter((text) => /(?:^|\s)(?:flex|grid|p[xy]?-|text-|bg-|rounded|h-|w-|size-|gap-|border)/.test(text))
      .flatMap((text) => text.split(/\s+/))
      .filter((word) => /^[a-z[!-]/.test(word) && !word.includes("/api")),
  ),
].sort();

const utilityOf = (className: string) => className.slice(className.lastIndexOf(":") + 1).replace(/^[!-]/, "");

/** Utilities that may override one another share a family: their first word, with shorthands joined. */
const FAMILIES: Record<string, string> = {
  ...Object.fromEntries(["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"].map((name) => [name, "p"])),
  ...Object.fromEntries(["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"].map((name) => [name, "m"])),
  ...Object.fromEntries(["w", "h", "min", "max"].map((name) => [name, "size"])),
  ...Object.fromEntries(["top", "right", "bottom", "left", "start", "end"].map((name) => [name, "inset"])),
  ...Object.fromEntries(["grow", "shrink", "basis"].map((name) => [name, "flex"])),
  ...Object.fromEntries(["block", "inline", "grid", "hidden", "line", "overflow"].map((name) => [name, "flex"])),
  leading: "text",
  truncate: "text",
};
const familyOf = (className: string) => {
  const word = utilityOf(className).split("-")[0] ?? "";
  return FAMILIES[word] ?? word;
};

describe("mergeClasses", () => {
  it("reads a corpus big enough to mean something", () => {
    expect(CORPUS.length).toBeGreaterThan(500);
    expect(CORPUS).toEqual(expect.arrayContaining(["p-6", "sm:pt-0", "text-sm", "bg-primary", "rounded-full"]));
  });

  it("agrees with tailwind-merge on every pair of the source's classes of one family", () => {
    const families = new Map<string, string[]>();
    for (const className of CORPUS) {
      const family = familyOf(className);
      families.set(family, [...(families.get(family) ?? []), className]);
    }
    const disagreements: string[] = [];
    for (const members of families.values()) {
      for (const first of members) {
        for (const second of members) {
          const classes = `${first} ${second}`;
          if (mergeClasses(classes) !== twMerge(classes)) disagreements.push(classes);
        }
      }
    }
    expect(disagreements).toEqual([]);
    // Tens of thousands of pairs: room for a busy machine.
  }, 30_000);

  it("agrees with tailwind-merge on any mix of the source's classes", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CORPUS), { minLength: 2, maxLength: 7 }), (classes) => {
        expect(mergeClasses(classes.join(" "))).toBe(twMerge(classes.join(" ")));
      }),
      { numRuns: 3000 },
    );
  }, 30_000);

  it("lets a later class win over the same property, and over the parts of a shorthand", () => {
    expect(cn("p-6 sm:p-8", "pt-0 sm:pt-0")).toBe("p-6 sm:p-8 pt-0 sm:pt-0");
    expect(cn("pt-0", "p-6")).toBe("p-6");
    expect(cn("size-11 w-4", "size-8")).toBe("size-8");
    expect(cn("text-sm leading-6", "text-base")).toBe("text-base");
    expect(cn("text-sm text-stone-700", "text-white")).toBe("text-sm text-white");
    expect(cn("border border-input", "border-2 border-t-primary")).toBe("border-input border-2 border-t-primary");
    expect(cn("hover:focus:bg-accent", "focus:hover:bg-muted")).toBe("focus:hover:bg-muted");
    expect(cn("shadow-sm shadow-stone-900/5", "shadow-none")).toBe("shadow-stone-900/5 shadow-none");
  });

  it("keeps what it doesn't know, and classes under different variants", () => {
    expect(cn("group peer-x custom", "sm:px-2 px-4", false, undefined)).toBe("group peer-x custom sm:px-2 px-4");
  });
});
