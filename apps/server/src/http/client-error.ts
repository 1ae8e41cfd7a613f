import type { Server } from "node:http";
import type { Duplex } from "node:stream";

const ANSWERS: Record<string, { status: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: "431 Request Header Fields Too Large",
    message: "The request's headers are too large.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: "408 Request Timeout", message: "The request took too long to arrive." },
};
const MALFORMED = { status: "400 Bad Request", message: "The request is malformed." };

/**
 * Node's HTTP parser refuses some requests (headers or a URL over 16 KB, broken framing) before the app
 * sees them, with an empty body; these get the API's error shape too.
 */
export function answerClientErrors(http: Server): void {
  http.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = ANSWERS[error.code ?? ""] ?? MALFORMED;
    const body = JSON.stringify({ error: { code: "BAD_REQUEST", message } });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
