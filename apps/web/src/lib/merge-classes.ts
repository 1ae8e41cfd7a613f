/*
 * Tailwind class merging for `cn`: of two classes that set the same thing under the same variants,
 * the later one stays (`p-6` then `pt-0` keeps both; `pt-0` then `p-6` keeps `p-6`). It follows
 * tailwind-merge's rules for the utilities this app writes, at a fraction of its size and start-up
 * cost (the test holds it to tailwind-merge on every class in the source). A class it doesn't know
 * is always kept, as tailwind-merge keeps one.
 */

/** Whole classes (no value part) and the group each belongs to. */
const KEYWORDS: Record<string, string> = {};
const keywords = (group: string, names: string) => {
  for (const name of names.split(" ")) KEYWORDS[name] = group;
};
keywords(
  "display",
  "block inline-block inline flex inline-flex grid inline-grid hidden contents flow-root list-item table inline-table table-row table-cell",
);
keywords("position", "static fixed absolute relative sticky");
keywords("visibility", "visible invisible collapse");
keywords("text-transform", "uppercase lowercase capitalize normal-case");
keywords("font-style", "italic not-italic");
keywords("text-decoration", "underline overline line-through no-underline");
keywords("text-overflow", "truncate text-ellipsis text-clip");
keywords("sr", "sr-only not-sr-only");
keywords("isolation", "isolate isolation-auto");
keywords("fvn-normal", "normal-nums");
keywords("fvn-spacing", "tabular-nums proportional-nums");
keywords("fvn-figure", "lining-nums oldstyle-nums");
keywords("font-smoothing", "antialiased subpixel-antialiased");
keywords("border-w", "border");
keywords("rounded", "rounded");
keywords("shadow", "shadow");
keywords("ring-w", "ring");
keywords("ring-w-inset", "ring-inset");
keywords(
  "outline-style",
  "outline outline-none outline-dashed outline-dotted outline-double outline-hidden outline-solid",
);
keywords("border-style", "border-solid border-dashed border-dotted border-double border-hidden border-none");
keywords(
  "transition",
  "transition transition-all transition-colors transition-opacity transition-shadow transition-transform transition-none",
);
keywords("grow", "grow");
keywords("shrink", "shrink");
keywords("flex-direction", "flex-row flex-row-reverse flex-col flex-col-reverse");
keywords("flex-wrap", "flex-wrap flex-wrap-reverse flex-nowrap");
keywords("text-align", "text-left text-center text-right text-justify text-start text-end");
keywords("text-wrap", "text-wrap text-nowrap text-balance text-pretty");
keywords("break", "break-normal break-words break-all break-keep");
keywords("wrap", "wrap-break-word wrap-anywhere wrap-normal");
keywords("object-fit", "object-contain object-cover object-fill object-none object-scale-down");
keywords("bg-size", "bg-auto bg-cover bg-contain");
keywords("scroll-behavior", "scroll-auto scroll-smooth");
keywords("appearance", "appearance-none appearance-auto");
keywords("field-sizing", "field-sizing-content field-sizing-fixed");
keywords("translate-none", "translate-none");
keywords("content", "content-none");
keywords(
  "align-content",
  "content-normal content-center content-start content-end content-between content-around content-evenly content-baseline content-stretch",
);
keywords("border-collapse", "border-collapse border-separate");

/**
 * Utilities with a value, by name. A group name alone is the group; `text`, `border` and the like
 * carry different things under one name, told apart by the value (`VALUED`).
 */
const PREFIXES = new Set(
  (
    "p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me w h size min-w min-h max-w max-h inset inset-x inset-y " +
    "top right bottom left start end z opacity order basis flex gap gap-x gap-y space-x space-y grid-cols grid-rows " +
    "col-span col-start col-end row-span row-start row-end items justify justify-items justify-self self place-items " +
    "place-content place-self overflow overflow-x overflow-y overscroll overscroll-x overscroll-y leading tracking " +
    "whitespace line-clamp list align decoration underline-offset from via to translate-x translate-y scale scale-x " +
    "scale-y rotate origin duration ease delay animate blur backdrop-blur drop-shadow aspect cursor pointer-events " +
    "select resize touch scroll-m scroll-mx scroll-my scroll-mt scroll-mb scroll-p scroll-px scroll-py scroll-pt " +
    "scroll-pb snap accent caret fill stroke will-change columns grow shrink content-visibility transition " +
    "rounded-t rounded-r rounded-b rounded-l rounded-s rounded-e rounded-tl rounded-tr rounded-br rounded-bl " +
    "rounded-ss rounded-se rounded-ee rounded-es rounded border-spacing border-spacing-x border-spacing-y"
  ).split(" "),
);

const SIZE_NAMES = /^(?:\d?xs|sm|base|md|lg|\d?xl)$/;
const LENGTH = /^(?:\d+(?:\.\d+)?|px)$/;
const ARBITRARY = /^[[(](.*)[\])]$/;
const ARBITRARY_LENGTH = /^(?:length:|-?\d|calc\(|var\(--(?:text|spacing))|(?:px|rem|em|%|vh|vw|dvh|svh)$/;
const ARBITRARY_SHADOW = /^(?:shadow:|inset_|-?\d+(?:px)?_-?\d)/;
const SIDES = new Set(["x", "y", "t", "r", "b", "l", "s", "e"]);
const BORDER_STYLES = new Set(["solid", "dashed", "dotted", "double", "hidden", "none"]);

/** Whether a value (`sm`, `2`, `[0.7rem]`, `(--size)`) is a length rather than a colour or a name. */
function isLength(value: string, named: RegExp | null) {
  const arbitrary = ARBITRARY.exec(value)?.[1];
  if (arbitrary !== undefined) return ARBITRARY_LENGTH.test(arbitrary);
  return LENGTH.test(value) || (named?.test(value) ?? false);
}

/** The utilities that take colours and lengths (or names) under one name. */
function valued(name: string, value: string): string | undefined {
  switch (name) {
    case "text":
      return isLength(value, SIZE_NAMES) ? "font-size" : "text-color";
    case "font":
      return /^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value) ||
        ARBITRARY.test(value)
        ? "font-weight"
        : "font-family";
    case "shadow": {
      const arbitrary = ARBITRARY.exec(value)?.[1];
      if (arbitrary !== undefined) return ARBITRARY_SHADOW.test(arbitrary) ? "shadow" : "shadow-color";
      return SIZE_NAMES.test(value) || value === "none" || value === "inner" ? "shadow" : "shadow-color";
    }
    case "ring":
      if (value.startsWith("offset-")) return valued("ring-offset", value.slice(7));
      return isLength(value, null) ? "ring-w" : "ring-color";
    case "ring-offset":
      return isLength(value, null) ? "ring-offset-w" : "ring-offset-color";
    case "outline":
      if (value.startsWith("offset-")) return "outline-offset";
      return isLength(value, null) ? "outline-w" : "outline-color";
    case "bg":
      if (/^(?:linear|gradient|radial|conic|none)/.test(value) || /^\[url/.test(value)) return "bg-image";
      if (/^(?:center|top|bottom|left|right)/.test(value)) return "bg-position";
      if (/^(?:repeat|no-repeat)/.test(value)) return "bg-repeat";
      return "bg-color";
    case "border": {
      const side = /^([xytrblse])(?:-(.*))?$/.exec(value);
      if (side?.[1] && SIDES.has(side[1])) {
        const rest = side[2] ?? "";
        return rest === "" || isLength(rest, null) ? `border-w-${side[1]}` : `border-color-${side[1]}`;
      }
      if (BORDER_STYLES.has(value)) return "border-style";
      return isLength(value, null) ? "border-w" : "border-color";
    }
    case "object":
      return "object-position";
    case "divide":
      if (/^[xy](?:-\d+|-\[.*\])?$/.test(value)) return `divide-${value[0]}`;
      return BORDER_STYLES.has(value) ? "divide-style" : "divide-color";
    default:
      return undefined;
  }
}

/** The group a class (without variants) sets, or undefined for one this merge doesn't know. */
function groupOf(utility: string): string | undefined {
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  // An arbitrary property, `[overflow-wrap:anywhere]`: the property is the group.
  const property = /^\[([a-z-]+):/.exec(utility)?.[1];
  if (property) return `[${property}]`;
  // Longest name first: `min-w-0` is min-w, not a value of `min`.
  for (let dash = utility.lastIndexOf("-"); dash > 0; dash = utility.lastIndexOf("-", dash - 1)) {
    const name = utility.slice(0, dash);
    const value = utility.slice(dash + 1);
    const byValue = valued(name, value);
    if (byValue) return byValue;
    if (PREFIXES.has(name)) return name;
  }
  return undefined;
}

/** Variants that style a different thing depending on where they stand keep their order. */
const ORDER_SENSITIVE = new Set(["*", "**", "after", "backdrop", "before", "file", "first-letter", "first-line"]);
const isOrderSensitive = (variant: string) =>
  variant.startsWith("[") || ORDER_SENSITIVE.has(variant) || variant === "marker" || variant === "placeholder";

/** `hover:focus:x` and `focus:hover:x` are the same place: sorts variants between the order-sensitive ones. */
function variantKey(variants: string[]) {
  const out: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (isOrderSensitive(variant)) {
      out.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  out.push(...run.sort());
  return out.join(":");
}

/** Splits `md:hover:!-mt-2/5` into its variants and the utility, outside brackets and parentheses. */
function parse(className: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  let important = "";
  if (utility.startsWith("!")) [important, utility] = ["!", utility.slice(1)];
  else if (utility.endsWith("!")) [important, utility] = ["!", utility.slice(0, -1)];
  if (utility.startsWith("-")) utility = utility.slice(1);
  // A trailing `/50` (opacity), `/6` (line height) or `/2` (a fraction) doesn't change what the class sets.
  const slash = utility.search(/\/[^\])]*$/);
  if (slash > 0) utility = utility.slice(0, slash);
  return { key: variantKey(variants) + important, utility };
}

/** Which groups a class of this group overrides besides its own (`p` sets `pt`, `size` sets `w`). */
const CONFLICTS: Record<string, readonly string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  overscroll: ["overscroll-x", "overscroll-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["ps", "pe", "pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["ms", "me", "mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "fvn-normal": ["fvn-spacing", "fvn-figure"],
  "fvn-spacing": ["fvn-normal"],
  "fvn-figure": ["fvn-normal"],
  "line-clamp": ["display", "overflow"],
  rounded: ["rounded-s", "rounded-e", "rounded-t", "rounded-r", "rounded-b", "rounded-l"].flatMap((side) => [
    side,
    ...["ss", "se", "ee", "es", "tl", "tr", "br", "bl"].map((corner) => `rounded-${corner}`),
  ]),
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": [...SIDES].map((side) => `border-w-${side}`),
  "border-w-x": ["border-w-s", "border-w-e", "border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": [...SIDES].map((side) => `border-color-${side}`),
  "border-color-x": ["border-color-s", "border-color-e", "border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  "translate-none": ["translate-x", "translate-y"],
  "border-spacing": ["border-spacing-x", "border-spacing-y"],
  "scroll-m": ["scroll-mx", "scroll-my", "scroll-mt", "scroll-mb"],
  "scroll-my": ["scroll-mt", "scroll-mb"],
  "scroll-p": ["scroll-px", "scroll-py", "scroll-pt", "scroll-pb"],
  "scroll-py": ["scroll-pt", "scroll-pb"],
};

/*
 * The same few hundred class lists come back on every render (each Button, Card, Badge), and parsing
 * them was a tenth of the dashboard's first render on a throttled phone (issue 17): each is merged once.
 * Bounded, as tailwind-merge's cache is, in case something builds class lists from data.
 */
const merged = new Map<string, string>();
const CACHE_LIMIT = 1000;

/** Merges a space-separated class list: later classes win over earlier ones of the same group. */
export function mergeClasses(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    result = mergeUncached(classList);
    if (merged.size >= CACHE_LIMIT) merged.clear();
    merged.set(classList, result);
  }
  return result;
}

function mergeUncached(classList: string): string {
  const classes = classList.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i];
    if (!className) continue;
    const { key, utility } = parse(className);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    const id = `${key}|${group}`;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const other of CONFLICTS[group] ?? []) taken.add(`${key}|${other}`);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
