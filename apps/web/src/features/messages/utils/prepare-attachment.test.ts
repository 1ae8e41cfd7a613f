import { MESSAGE_LIMITS } from "@kindred/contracts";
import { describe, expect, it, vi } from "vitest";
import { AttachmentRejectedError, prepareAttachment } from "./prepare-attachment";

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x10, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const WAVE = [0x52, 0x49, 0x46, 0x46, 0x10, 0, 0, 0, 0x57, 0x41, 0x56, 0x45];
const GIF = [...new TextEncoder().encode("GIF89a")];

/** A file of `size` bytes that starts with `head`. */
function fileOf(head: number[], type: string, size = 1024, name = "photo") {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}

/** The browser's decoder, as createImageBitmap answers for an image of this size. */
function stubDecoder(width: number, height: number) {
  const close = vi.fn();
  const decode = vi.fn(async () => ({ width, height, close }));
  vi.stubGlobal("createImageBitmap", decode);
  return { decode, close };
}

async function rejection(file: File) {
  const error = await prepareAttachment(file).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AttachmentRejectedError);
  return (error as Error).message;
}

describe("prepareAttachment", () => {
  it("passes a small JPEG, PNG or WebP through unchanged", async () => {
    const { close } = stubDecoder(800, 600);
    for (const file of [fileOf(JPEG, "image/jpeg"), fileOf(PNG, "image/png"), fileOf(WEBP, "image/webp")]) {
      await expect(prepareAttachment(file)).resolves.toBe(file);
    }
    expect(close).toHaveBeenCalledTimes(3);
  });

  it("refuses a file that is not declared as an image, whatever its bytes", async () => {
    stubDecoder(800, 600);
    expect(await rejection(fileOf(JPEG, "text/plain"))).toBe("Only image files are allowed");
    expect(await rejection(fileOf(JPEG, ""))).toBe("Only image files are allowed");
  });

  it("refuses a file declared as an image whose bytes are not JPEG, PNG or WebP", async () => {
    const { decode } = stubDecoder(800, 600);
    const text = [...new TextEncoder().encode("hello, world")];
    expect(await rejection(fileOf(text, "image/png"))).toBe("Only image files are allowed");
    expect(await rejection(fileOf(GIF, "image/gif"))).toBe("Only image files are allowed");
    expect(await rejection(fileOf(WAVE, "image/webp"))).toBe("Only image files are allowed");
    expect(await rejection(fileOf(JPEG.slice(0, 2), "image/jpeg", 2))).toBe("Only image files are allowed");
    expect(decode).not.toHaveBeenCalled();
  });

  it("refuses an image of 5 MB or more ('less than 5MB')", async () => {
    const { decode } = stubDecoder(800, 600);
    expect(await rejection(fileOf(JPEG, "image/jpeg", MESSAGE_LIMITS.maxImageBytes))).toBe(
      "Image size must be less than 5MB",
    );
    expect(await rejection(fileOf(PNG, "image/png", 8 * 1024 * 1024))).toBe("Image size must be less than 5MB");
    expect(decode).not.toHaveBeenCalled();
    const justUnder = fileOf(JPEG, "image/jpeg", MESSAGE_LIMITS.maxImageBytes - 1);
    await expect(prepareAttachment(justUnder)).resolves.toBe(justUnder);
  });

  it("says 'Only image files are allowed' before the size for a large non-image", async () => {
    stubDecoder(800, 600);
    expect(await rejection(fileOf([], "application/pdf", 6 * 1024 * 1024))).toBe("Only image files are allowed");
  });

  it("refuses an image the browser cannot decode", async () => {
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => {
        throw new DOMException("The source image could not be decoded.", "InvalidStateError");
      }),
    );
    expect(await rejection(fileOf(JPEG, "image/jpeg"))).toBe("Only image files are allowed");
  });
});
