import { cloneElement, isValidElement, type ReactNode, type Ref } from "react";

type SlotProps = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };

const composeRefs =
  (...refs: (Ref<unknown> | undefined)[]) =>
  (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };

/**
 * Renders its one child with these props merged in, as Radix's Slot does (the button's `asChild`):
 * classes joined, styles merged, both event handlers run (the child's first), both refs set; any
 * other prop the child sets wins. Here because the button is on every first paint and Radix's is not.
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  if (!isValidElement<Record<string, unknown>>(children)) return null;
  const childProps = children.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === "style") {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      merged.className = [slotValue, childValue].filter(Boolean).join(" ");
    } else if (name === "ref" && childValue) {
      merged.ref = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
    }
  }
  return cloneElement(children, merged);
}
