// The catalogue check (scripts/i18n) can fail: each rule on a small made-up source.
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM helper
import { argumentsOf, extract, problems, routeDomainProblems } from "./i18n/catalogues.mjs";

type Found = { messages: Map<string, { domains: Set<string> }>; untranslated: string[] };
const run = (files: Record<string, string>): Found => extract(Object.keys(files), (file: string) => files[file]);
const all = (locale: string, entries: Record<string, string>) => ({ [locale]: entries });
const reader = (catalogues: Record<string, Record<string, string>>) => (locale: string, domain: string) =>
  catalogues[`${locale}/${domain}`] ?? {};

const SCREEN = "apps/web/src/features/quiz/components/screen.tsx";

describe("the catalogue check", () => {
  it("collects t() and msg() messages by the domain of the file that writes them", () => {
    const found = run({
      [SCREEN]: 'export const A = () => <p>{t("Next")}</p>;',
      "packages/contracts/src/quiz.ts": 'export const QUIZ_TEXT = { title: msg("Match Style Quiz") };',
      "apps/server/src/modules/mail/templates.ts": 'const X = msg("Read it");',
    });
    expect([...found.messages.keys()].sort()).toEqual(["Match Style Quiz", "Next", "Read it"]);
    expect([...found.messages.get("Read it")!.domains]).toEqual(["server"]);
    expect(found.untranslated).toEqual([]);
  });

  it("finds text a translated screen shows outside a message", () => {
    const found = run({
      [SCREEN]: [
        "export const A = ({ busy }) => (",
        '  <Field label="Email" placeholder={t("you@example.com")}>',
        '    Sign In {busy ? "Saving…" : t("Save")} {QUIZ_TEXT.title} {t(QUIZ_TEXT.title)}',
        "  </Field>",
        ");",
        'toast.success("Saved!");',
      ].join("\n"),
      "packages/contracts/src/quiz.ts": 'export const QUIZ_TEXT = { title: "Match Style Quiz", x: (n) => `${n}` };',
    });
    expect(found.untranslated.map((line: string) => line.replace(/^[^ ]+ /, ""))).toEqual([
      'label="Email"',
      "Sign In",
      '"Saving…"',
      "QUIZ_TEXT.title",
      '"Saved!"',
      // The contracts' text object: a string not in msg() (seen by both rules) and a function.
      'title: not a msg("…")',
      '"Match Style Quiz"',
      'x: a function, not an ICU msg("…")',
    ]);
  });

  it("fails on a message missing or empty in a language, other placeholders, and a stale one", () => {
    const found = run({ [SCREEN]: 'const a = t("Hi {name}"); const b = t("Bye");' });
    const list: string[] = problems(
      found,
      reader({
        ...all("en/quiz", { "Hi {name}": "Hi {name}", Bye: "Bye" }),
        ...all("es/quiz", { "Hi {name}": "Hola {name}", Bye: "Adiós" }),
        ...all("fr/quiz", { "Hi {name}": "Salut {nom}", Bye: "Au revoir", Old: "Vieux" }),
        ...all("de/quiz", { "Hi {name}": "Hallo {name}", Bye: "" }),
        ...all("pt-BR/quiz", { "Hi {name}": "Oi {name}" }),
      }),
      [],
    );
    expect(list).toEqual([
      'placeholders differ in fr/quiz.json: "Salut {nom}" has {nom}, English {name}',
      'no longer used, in fr/quiz.json: "Old"',
      'missing in de/quiz.json: "Bye"',
      'missing in pt-BR/quiz.json: "Bye"',
    ]);
  });

  it("reads ICU placeholders and plurals, and refuses a message that is not ICU", () => {
    expect(argumentsOf("{count, plural, one {# like from {name}} other {# likes}}")).toEqual(["count", "name"]);
    expect(() => argumentsOf("Hi {name")).toThrow();
  });

  it("fails on a screen that shows a feature's texts without loading its catalogue", () => {
    const files: Record<string, string> = {
      "apps/web/src/app/router.tsx":
        'lazyPage(() => import("./routes/match").then((m) => m.MatchRoute), ["matching"]);\n' +
        'lazyPage(() => import("./routes/settings").then((m) => m.SettingsRoute), ["settings"]);',
      "apps/web/src/app/routes/match.tsx": 'import { A } from "@/features/matching/a";',
      "apps/web/src/app/routes/settings.tsx":
        'import { A } from "@/features/settings/a";\nimport { B } from "@/features/safety/b";',
    };
    expect(routeDomainProblems((file: string) => files[file]!)).toEqual([
      'router.tsx: the settings screen shows safety\'s texts but does not load "safety"',
    ]);
  });
});
