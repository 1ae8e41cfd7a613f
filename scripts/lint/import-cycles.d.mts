// Types for import-cycles.mjs (plain JavaScript: eslint.config.js loads it with node alone).
import type { Rule } from "eslint";
declare const plugin: { rules: { "import-cycle": Rule.RuleModule } };
export default plugin;
