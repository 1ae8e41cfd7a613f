import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeHttpServer } from "./close-http-server";

let server: Server | undefined;
afterEach(() => server?.closeAllConnections());

/** A server whose response ends a moment after the client has every byte, as a streamed file's does. */
async function startLateFinishingServer(): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(200, { "content-length": "2" });
    response.write("ok");
    setTimeout(() => response.end(), 100);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("closeHttpServer", () => {
  it("does not wait out the keep-alive of a connection whose response was still finishing", async () => {
    const url = await startLateFinishingServer();
    expect(await (await fetch(url)).text()).toBe("ok");
    const started = Date.now();
    await closeHttpServer(server!);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("ends a request still in flight once the grace period is over", async () => {
    server = createServer(() => {}); // never answers
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const pending = fetch(url).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await closeHttpServer(server, 200);
    expect(await pending).toBeInstanceOf(Error);
  });
});
