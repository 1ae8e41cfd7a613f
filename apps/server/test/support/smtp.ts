import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type CapturedMail = {
  /** Envelope recipients, lowercased. */
  to: string[];
  from: string;
  subject: string;
  /** The text/plain body, transfer encoding undone. */
  text: string;
  /** The first http(s) link in the text ("" if none). */
  link: string;
  /** The message as it came over the wire. */
  raw: string;
  receivedAt: Date;
};

export type SmtpCapture = {
  url: string;
  port: number;
  mails: CapturedMail[];
  waitFor: (to: string, subjectIncludes?: string, timeoutMs?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on loopback that keeps what it receives: tests read mail the way a member
 * would get it, through nodemailer and the protocol, not from a mock or a table.
 */
export async function startSmtpCapture(
  options: { port?: number; onMail?: (mail: CapturedMail) => void | Promise<void> } = {},
): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A test ending mid-send should not wait the default 30 s for the connection.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const { subject, text, from } = parseMail(raw);
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from,
          subject,
          text,
          link: text.match(/https?:\/\/\S+/)?.[0] ?? "",
          raw,
          receivedAt: new Date(),
        };
        mails.push(mail);
        Promise.resolve(options.onMail?.(mail)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once("error", reject);
    smtp.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = smtp.server.address() as AddressInfo;

  const find = (to: string, subjectIncludes?: string) =>
    mails.findLast(
      (mail) => mail.to.includes(to.toLowerCase()) && (!subjectIncludes || mail.subject.includes(subjectIncludes)),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    async waitFor(to, subjectIncludes, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to, subjectIncludes);
        if (mail) return mail;
        if (Date.now() > deadline) {
          const got = mails.map((m) => `${m.to.join(",")}: ${m.subject}`).join("; ") || "none";
          throw new Error(
            `No mail to ${to}${subjectIncludes ? ` about "${subjectIncludes}"` : ""} within ${timeoutMs} ms (got: ${got})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = "7bit", charset = "utf-8"): string {
  const label = charset.toLowerCase() === "us-ascii" ? "utf-8" : charset;
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ""), label);
    case "base64":
      return new TextDecoder(label).decode(Buffer.from(body, "base64"));
    default:
      return body;
  }
}

function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i]!, "utf8"));
    }
  }
  return new TextDecoder(charset).decode(Uint8Array.from(bytes));
}

/** RFC 2047 encoded words (=?utf-8?Q?...?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? new TextDecoder(charset).decode(Buffer.from(data, "base64"))
        : decodeQuotedPrintable(data.replace(/_/g, " "), charset),
    );
}

function param(header: string | undefined, name: string): string | undefined {
  return header
    ?.match(new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, "i"))
    ?.slice(1)
    .find(Boolean);
}

/** The first text/plain part, however deep in multipart/* it sits. */
function findText(part: Part): string | undefined {
  const type = part.headers.get("content-type") ?? "text/plain";
  if (/^multipart\//i.test(type)) {
    const boundary = param(type, "boundary");
    if (!boundary) return undefined;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      const found = findText(splitPart(section.replace(/^\r?\n/, "")));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!/^text\/plain/i.test(type)) return undefined;
  return decodeBody(part.body, part.headers.get("content-transfer-encoding"), param(type, "charset"))
    .replace(/\r\n/g, "\n")
    .trimEnd();
}

/** Just enough MIME for the mails the server sends: no attachments, no heavy parser. */
export function parseMail(raw: string): { from: string; subject: string; text: string } {
  const message = splitPart(raw);
  return {
    from: decodeWords(message.headers.get("from") ?? ""),
    subject: decodeWords(message.headers.get("subject") ?? ""),
    text: findText(message) ?? "",
  };
}
