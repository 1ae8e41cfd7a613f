import { Collapsible as CollapsiblePrimitive } from "radix-ui";

/**
 * A section that shows and hides its content (Radix: the trigger gets aria-expanded and
 * aria-controls; closed content leaves the DOM, so nothing hidden can take focus).
 */
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
