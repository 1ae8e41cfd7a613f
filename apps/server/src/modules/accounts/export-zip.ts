import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

export type BuiltExport = { bytes: Uint8Array; files: string[] };

/** A zip written as files are added; JSON is deflated, images (already compressed) are stored. */
export function zipWriter(mtime: Date) {
  const chunks: Uint8Array[] = [];
  const names: string[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const add = (name: string, bytes: Uint8Array, compress: boolean) => {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    file.mtime = mtime;
    zip.add(file);
    file.push(bytes, true);
    names.push(name);
    if (failure) throw failure;
  };
  return {
    json: (name: string, value: unknown) =>
      add(name, new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`), true),
    text: (name: string, value: string) => add(name, new TextEncoder().encode(value), true),
    file: (name: string, bytes: Uint8Array) => add(name, bytes, false),
    finish(): BuiltExport {
      zip.end();
      if (failure) throw failure;
      const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      return { bytes, files: names };
    },
  };
}
