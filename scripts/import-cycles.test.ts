import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Rule } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import importCycles from "./lint/import-cycles.mjs";

/*
 * The cycle that issue 30 found passed import-x/no-cycle: every step back was a type-only import. The
 * rule is run as ESLint runs it, on files written to a folder with its own tsconfig.
 */

const dir = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  path.join(dir, "tsconfig.json"),
  JSON.stringify({ compilerOptions: { moduleResolution: "bundler", module: "esnext" } }),
);

function write(name: string, code: string) {
  writeFileSync(path.join(dir, name), code);
}

/** The routes the rule reports for one file, with that file's imports as ESLint's program body. */
function lint(name: string, specifiers: string[]): string[] {
  const routes: string[] = [];
  const context = {
    physicalFilename: path.join(dir, name),
    cwd: dir,
    report: (problem: { data: { route: string } }) => routes.push(problem.data.route),
  } as unknown as Rule.RuleContext;
  const listener = importCycles.rules["import-cycle"].create(context) as { Program: (node: unknown) => void };
  listener.Program({ body: specifiers.map((value) => ({ source: { value } })) });
  return routes;
}

describe("kindred/import-cycle", () => {
  it("reports a cycle closed by type-only imports, naming each step", () => {
    write("auth.ts", 'import type { AdminService } from "./admin";\nexport const lifetime = 1;\n');
    write("admin.ts", 'import type { SessionUser } from "./session";\nexport type AdminService = {};\n');
    write("session.ts", 'import { lifetime } from "./auth";\nexport type SessionUser = {};\n');
    expect(lint("auth.ts", ["./admin"])).toEqual(["auth.ts -> admin.ts -> session.ts -> auth.ts"]);
    expect(lint("session.ts", ["./auth"])).toEqual(["session.ts -> auth.ts -> admin.ts -> session.ts"]);
  });

  it("reports a cycle of value imports too: it is the repository's only cycle check", () => {
    write("left.ts", 'import { right } from "./right";\nexport const left = () => right;\n');
    write("right.ts", 'import { left } from "./left";\nexport const right = () => left;\n');
    expect(lint("left.ts", ["./right"])).toEqual(["left.ts -> right.ts -> left.ts"]);
  });

  it("passes type and value imports that go one way", () => {
    write("routes.ts", 'import type { Service } from "./service";\nimport { rule } from "./rules";\n');
    write("service.ts", 'import { rule } from "./rules";\nexport type Service = typeof rule;\n');
    write("rules.ts", "export const rule = 1;\n");
    expect(lint("routes.ts", ["./service", "./rules"])).toEqual([]);
    expect(lint("service.ts", ["./rules"])).toEqual([]);
  });
});
