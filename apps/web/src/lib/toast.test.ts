import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  loading: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock("sonner", () => ({ toast: sonner }));

// A fresh module per test: whether a toast was asked for yet is module state.
const load = async () => {
  vi.resetModules();
  return import("./toast");
};

describe("toast", () => {
  beforeEach(() => {
    for (const spy of Object.values(sonner)) spy.mockReset();
  });

  it("hands each toast to sonner once it has loaded, with an id the caller gets at once", async () => {
    const { toast } = await load();
    const id = toast.success("Saved", { duration: 3000 });
    expect(sonner.success).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(sonner.success).toHaveBeenCalledExactlyOnceWith("Saved", { duration: 3000, id }));
    toast.error("Nope", { id: "fixed" });
    await vi.waitFor(() => expect(sonner.error).toHaveBeenCalledWith("Nope", { id: "fixed" }));
  });

  it("keeps the order of the calls, so a dismissal never overtakes its toast", async () => {
    const { toast } = await load();
    const calls: string[] = [];
    sonner.loading.mockImplementation(() => calls.push("loading"));
    sonner.dismiss.mockImplementation(() => calls.push("dismiss"));
    const progress = toast.loading("Saving");
    toast.dismiss(progress);
    await vi.waitFor(() => expect(calls).toEqual(["loading", "dismiss"]));
    expect(sonner.dismiss).toHaveBeenCalledWith(progress);
  });

  it("tells the toaster's host about the first toast, and only then", async () => {
    const { toast, toastRequests } = await load();
    const notify = vi.fn();
    toastRequests.subscribe(notify);
    expect(toastRequests.shown()).toBe(false);
    toast.info("Hello");
    toast.info("Again");
    expect(toastRequests.shown()).toBe(true);
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
