import { isValidElement, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { Slot } from "./slot";

type Props = Record<string, unknown>;
const rendered = (element: unknown) => {
  if (!isValidElement(element)) throw new Error("Slot rendered no element");
  return element as ReactElement<Props>;
};

describe("Slot", () => {
  it("renders its child with the slot's props merged in, as Radix's Slot did", () => {
    const order: string[] = [];
    const slotClick = vi.fn(() => order.push("slot"));
    const childClick = vi.fn(() => order.push("child"));
    const element = rendered(
      Slot({
        className: "button-classes",
        style: { color: "red", margin: 1 },
        onClick: slotClick,
        "aria-busy": true,
        type: "button",
        children: (
          <a href="/login" className="link-classes" style={{ margin: 2 }} onClick={childClick} type="text/html">
            Sign In
          </a>
        ),
      }),
    );
    expect(element.type).toBe("a");
    expect(element.props).toMatchObject({
      href: "/login",
      className: "button-classes link-classes",
      style: { color: "red", margin: 2 },
      "aria-busy": true,
      type: "text/html",
      children: "Sign In",
    });
    (element.props.onClick as () => void)();
    expect(order).toEqual(["child", "slot"]);
  });

  it("sets both refs", () => {
    const slotRef = { current: null as unknown };
    const childRef = vi.fn();
    const element = rendered(Slot({ ref: slotRef, children: <a ref={childRef}>x</a> }));
    (element.props.ref as (node: unknown) => void)("node");
    expect(slotRef.current).toBe("node");
    expect(childRef).toHaveBeenCalledWith("node");
  });
});
