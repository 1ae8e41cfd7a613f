import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import importCycles from "./scripts/lint/import-cycles.mjs";

/*
 * The web app's layers, one way: app -> features/<feature> -> the kit (components, hooks, lib,
 * config) -> @kindred/contracts. The feature zones are made from the folder list, so a new feature
 * is fenced in the moment its folder exists.
 */
const WEB_SRC = "apps/web/src";
const KIT = ["components", "hooks", "lib", "config"].map((folder) => `${WEB_SRC}/${folder}`);
const FEATURES = `${WEB_SRC}/features`;
const APP = `${WEB_SRC}/app`;
const featureNames = fs
  .readdirSync(path.join(import.meta.dirname, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/*
 * There are no allowed exceptions. Should one ever be needed, it goes here, as an `except` of its
 * zone with a comment saying why, and nowhere else (no eslint-disable comments for layering).
 */
const layerZones = [
  ...featureNames.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message:
      "A feature imports no other feature: move the shared piece to the kit (components, hooks, lib, config), or compose the two in app/.",
  })),
  {
    target: KIT,
    from: [FEATURES, APP],
    message:
      "The kit (components, hooks, lib, config) imports no feature and nothing from app/: pass data in as props or move the piece down.",
  },
  {
    target: FEATURES,
    from: APP,
    message: "Features import nothing from app/: the app composes features, not the other way round.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "apps/server/src/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    // The two rules that need types (a promise neither awaited nor handed on, a promise where a
    // function's void return or a condition is expected) are oxlint's, in .oxlintrc.json: it reads the
    // types with TypeScript 7, at a seventh of the CPU typescript-eslint spent building TypeScript 5's.
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX, kindred: importCycles },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Each package's own tsconfig, so `@/` means apps/web/src in the web app. (Versions pinned: the
      // newer resolvers need native bindings this registry only has for Linux, which breaks `npm ci`.)
      "import-x/resolver": {
        typescript: {
          project: ["apps/*/tsconfig.json", "packages/*/tsconfig.json", "e2e/tsconfig.json", "tsconfig.json"],
        },
      },
    },
    rules: {
      // No import cycles anywhere in the repo: a cycle makes what a module sees depend on who loaded
      // first, and one closed by a type-only import still ties two layers into one. Our rule follows
      // value and type imports alike, so import-x/no-cycle (values only, and a quarter of lint's time)
      // is not run beside it.
      "kindred/import-cycle": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    // Small files named for what they hold (issue 30): a source file over 300 lines is split by subject.
    // Every line counts, comments and blank ones too, as `wc -l` counts them: a file's comments are
    // part of what a reader takes in. Tests, e2e journeys and generated migrations are not source.
    files: ["apps/server/src/**/*.{ts,tsx}", "apps/web/src/**/*.{ts,tsx}", "packages/contracts/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: { ...globals.node } } },
);
