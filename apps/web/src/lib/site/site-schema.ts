// Loaded with the /api/site answer (get-site.ts), so the pages that show the footer paint without zod.
export { SiteInfoSchema } from "@kindred/contracts";
