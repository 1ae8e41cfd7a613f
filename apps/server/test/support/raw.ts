import { request } from "node:http";
import type { TestServer } from "./server";

export type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The bytes as sent (fetch would decode them), so the encoding itself is what is checked. */
export function raw(
  server: Pick<TestServer, "url">,
  urlPath: string,
  headers: Record<string, string> = {},
  method = "GET",
) {
  return new Promise<Raw>((resolve, reject) => {
    const req = request(`${server.url}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
