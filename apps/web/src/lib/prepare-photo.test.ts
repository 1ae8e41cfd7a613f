import { PHOTO_LIMITS } from "@kindred/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { PhotoRejectedError, photoErrorMessage, preparePhoto } from "./prepare-photo";

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x10, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

function fileOf(head: number[], type: string, size = 1024) {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], "holiday.jpg", { type, lastModified: 1_700_000_000_000 });
}

function stubDecoder(width: number, height: number) {
  const close = vi.fn();
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => ({ width, height, close })),
  );
  return { close };
}

/** A canvas that records its size and encodes to a small blob of the asked type. */
function stubCanvas({ encodes = true, hasContext = true } = {}) {
  const drawImage = vi.fn();
  const canvas = {
    width: 0,
    height: 0,
    getContext: vi.fn(() => (hasContext ? { drawImage, imageSmoothingQuality: "low" } : null)),
    toBlob: vi.fn((callback: (blob: Blob | null) => void, type: string, quality: number) =>
      callback(encodes ? new Blob([new Uint8Array(10)], { type: `${type};q=${quality}` }) : null),
    ),
  };
  vi.stubGlobal("document", { createElement: vi.fn(() => canvas) });
  return { canvas, drawImage };
}

async function rejected(file: File) {
  const error = await preparePhoto(file).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PhotoRejectedError);
  return error as PhotoRejectedError;
}

const rejection = async (file: File) => (await rejected(file)).message;

describe("preparePhoto", () => {
  it("returns a photo within 2000 px unchanged, and releases the decoded bitmap", async () => {
    const { close } = stubDecoder(2000, 1500);
    const file = fileOf(JPEG, "image/jpeg");
    await expect(preparePhoto(file)).resolves.toBe(file);
    expect(close).toHaveBeenCalledOnce();
  });

  it("accepts the declared types in any case, including image/jpg", async () => {
    stubDecoder(100, 100);
    for (const file of [fileOf(JPEG, "image/jpg"), fileOf(PNG, "IMAGE/PNG"), fileOf(WEBP, "image/webp")]) {
      await expect(preparePhoto(file)).resolves.toBe(file);
    }
  });

  it("refuses other declared types, and bytes that are not what the type says", async () => {
    stubDecoder(100, 100);
    const unsupported = "Unsupported file type. Please use JPG, PNG or WebP images.";
    expect(await rejection(fileOf([0x47, 0x49, 0x46, 0x38], "image/gif"))).toBe(unsupported);
    expect(await rejection(fileOf(JPEG, ""))).toBe(unsupported);
    expect(await rejection(fileOf([0x3c, 0x68, 0x74, 0x6d, 0x6c], "image/png"))).toBe(unsupported);
  });

  it("allows exactly 5 MB and refuses a byte more, naming the size", async () => {
    stubDecoder(100, 100);
    const atLimit = fileOf(JPEG, "image/jpeg", PHOTO_LIMITS.maxBytes);
    await expect(preparePhoto(atLimit)).resolves.toBe(atLimit);
    // The message, and its size in megabytes for the screen to put in ("File too large (5.0MB). …").
    const justOver = await rejected(fileOf(JPEG, "image/jpeg", PHOTO_LIMITS.maxBytes + 1));
    expect(justOver.message).toBe("File too large ({size}MB). Maximum size is 5MB.");
    expect(justOver.values).toEqual({ size: "5.0" });
    expect((await rejected(fileOf(PNG, "image/png", 7.5 * 1024 * 1024))).values).toEqual({ size: "7.5" });
  });

  it("refuses a file the browser cannot decode", async () => {
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => {
        throw new DOMException("bad image", "InvalidStateError");
      }),
    );
    expect(await rejection(fileOf(PNG, "image/png"))).toBe("Could not process image. Please try another file.");
  });

  it("scales a landscape photo down to 2000 px wide, in proportion, keeping name, date and sniffed type", async () => {
    const { close } = stubDecoder(4000, 3000);
    const { canvas, drawImage } = stubCanvas();
    // Declared as JPEG but really a PNG: the re-encode uses the real type.
    const result = await preparePhoto(fileOf(PNG, "image/jpeg"));
    expect([canvas.width, canvas.height]).toEqual([2000, 1500]);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 2000, 1500);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), "image/png", 0.9);
    expect(result).toBeInstanceOf(File);
    expect(result.name).toBe("holiday.jpg");
    expect(result.lastModified).toBe(1_700_000_000_000);
    expect(result.type).toBe("image/png;q=0.9");
    expect(result.size).toBe(10);
    expect(close).toHaveBeenCalledOnce();
  });

  it("scales a portrait photo by its height, and never to less than 1 px", async () => {
    stubDecoder(3000, 4000);
    const { canvas } = stubCanvas();
    await preparePhoto(fileOf(JPEG, "image/jpeg"));
    expect([canvas.width, canvas.height]).toEqual([1500, 2000]);

    stubDecoder(10_000, 1);
    const thin = stubCanvas();
    await preparePhoto(fileOf(JPEG, "image/jpeg"));
    expect([thin.canvas.width, thin.canvas.height]).toEqual([2000, 1]);
  });

  it("refuses, and still releases the bitmap, when the canvas cannot encode", async () => {
    const { close } = stubDecoder(2500, 2500);
    stubCanvas({ encodes: false });
    expect(await rejection(fileOf(WEBP, "image/webp"))).toBe("Could not process image. Please try another file.");
    expect(close).toHaveBeenCalledOnce();

    stubCanvas({ hasContext: false });
    expect(await rejection(fileOf(WEBP, "image/webp"))).toBe("Could not process image. Please try another file.");
  });
});

describe("photoErrorMessage", () => {
  it("prefers our own rejection, then the server's message, then the fallback", () => {
    expect(photoErrorMessage(new PhotoRejectedError("Too big"), "Upload failed")).toBe("Too big");
    expect(photoErrorMessage(new ApiError(429, "RATE_LIMITED", "Slow down"), "Upload failed")).toBe("Slow down");
    expect(photoErrorMessage(new ApiError(500, "INTERNAL", ""), "Upload failed")).toBe("Upload failed");
    expect(photoErrorMessage(new Error("boom"), "Upload failed")).toBe("Upload failed");
    expect(photoErrorMessage(undefined, "Upload failed")).toBe("Upload failed");
  });
});
