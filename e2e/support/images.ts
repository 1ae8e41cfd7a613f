import sharp from "sharp";

/** A file for Playwright's `setInputFiles`. */
export type TestFile = { name: string; mimeType: string; buffer: Buffer };

const solid = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } });

/** EXIF GPS is the photo's position: the 0x8825 "GPS IFD" pointer, in either byte order. */
export function hasGpsExif(exif: Buffer | undefined): boolean {
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}

/** A JPEG with a camera make and a GPS position (Paris) in its EXIF, as a phone writes it. */
export async function jpegWithGps(name = "holiday.jpg"): Promise<TestFile> {
  const buffer = await solid(1200, 900, { r: 225, g: 110, b: 140 })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Kindred E2E" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 17/1 40/1" },
    })
    .toBuffer();
  const { exif } = await sharp(buffer).metadata();
  if (!hasGpsExif(exif)) throw new Error("the test JPEG was written without EXIF GPS");
  return { name, mimeType: "image/jpeg", buffer };
}

/** A JPEG larger than 2000 px on a side, which the browser must scale down before uploading. */
export async function largeJpeg(name = "large.jpg", width = 2600, height = 1800): Promise<TestFile> {
  // A gradient rather than a flat colour, so the re-encoded file is a real photo-like size.
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = 120;
      raw[i + 2] = (y * 255) / height;
    }
  }
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
    .composite([{ input: randomBars(width, height) }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/**
 * Bars placed at random, so each picture made is a different one, as two members' photos are: the
 * same picture twice is held as a copy of another member's photo (PHOTO_MATCHING). Flat colours
 * (`solid`) are never compared, having no detail to hash.
 */
function randomBars(width: number, height: number): Buffer {
  const at = (size: number) => Math.floor(Math.random() * size);
  const bars = Array.from(
    { length: 10 },
    () =>
      `<rect x="${at(width)}" y="${at(height)}" width="${at(width / 2) + 8}" height="${at(height / 2) + 8}" fill="#${at(0xffffff).toString(16).padStart(6, "0")}"/>`,
  ).join("");
  return Buffer.from(`<svg width="${width}" height="${height}">${bars}</svg>`);
}

/** A photograph-like picture of its own (a ground and random bars): hashed and compared on upload. */
export async function distinctJpeg(name = "photo.jpg", width = 900, height = 1200): Promise<TestFile> {
  const buffer = await solid(width, height, { r: 90, g: 130, b: 170 })
    .composite([{ input: randomBars(width, height) }])
    .jpeg({ quality: 88 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

export async function png(name = "portrait.png", width = 640, height = 800): Promise<TestFile> {
  const buffer = await solid(width, height, { r: 120, g: 170, b: 210 }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Text with a .jpg name: the browser reports image/jpeg from the name, the bytes say otherwise. */
export function textFileNamedJpg(name = "notes.jpg"): TestFile {
  return { name, mimeType: "image/jpeg", buffer: Buffer.from("These are my notes, not a photo.\n".repeat(20)) };
}
