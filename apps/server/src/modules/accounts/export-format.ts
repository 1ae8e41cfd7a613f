import { APP_NAME, DATA_EXPORT_LINK_HOURS } from "@kindred/contracts";
import { EXPORT_FILES } from "./export-files";

export { EXPORT_FILES, type ExportFileDoc } from "./export-files";

/** The zip's README.md, rendered from the one description of its files (`export-files.ts`). */
export const EXPORT_FORMAT_VERSION = 1;

/** What each file holds and what each field means: the README's body, also embedded in docs/data-export.md. */
export function renderFormat(): string {
  const lines = [
    "Every `.json` file is UTF-8 JSON. Times are ISO 8601 in UTC. A field without a value is `null`.",
    "",
    "## Other members",
    "",
    'Other people appear only as `{ "id", "firstName" }`: `id` is a label made for this export (`member-1`, `member-2`, ...), the same person has the same label in every file of the zip, and it means nothing outside it. `firstName` is null when the member deleted their account (then `id` is null too) or is no longer visible to you. Their email addresses and other details are never included.',
    "",
    "## Files",
    "",
  ];
  for (const file of EXPORT_FILES) {
    lines.push(`### ${file.path}`, "", file.about, "");
    if (file.fields) {
      lines.push("| Field | Meaning |", "| --- | --- |");
      for (const [field, meaning] of Object.entries(file.fields)) lines.push(`| \`${field}\` | ${meaning} |`);
      lines.push("");
    }
  }
  return lines.join("\n");
}

/** The zip's README.md. */
export function renderReadme(preparedAt: Date): string {
  return [
    `# Your ${APP_NAME} data`,
    "",
    `Prepared ${preparedAt.toISOString()} (format version ${EXPORT_FORMAT_VERSION}). The link to this file worked once, for ${DATA_EXPORT_LINK_HOURS} hours; ask for a new copy in Settings > Account any time.`,
    "",
    renderFormat(),
  ].join("\n");
}
