// The realtime bench's shapes: a target (its members, its host, how to open a socket and send) and a row of figures.
import type WebSocket from "ws";
import type { ProcessStats } from "./realtime-meter";

/** One row of the printed tables. */
export type Row = Record<string, string | number>;

export type Member = { key: string; cookie: string; partner: number; matchId: string; ws?: WebSocket; server?: number };
export type Host = {
  /** The server's processes (this one when in-process) and the database server's, for CPU accounting. */
  pid: number | number[];
  databasePid?: number;
  mark: () => Promise<void>;
  stats: () => Promise<ProcessStats>;
  close: () => Promise<void>;
};
export type Target = {
  engine: string;
  url: URL;
  members: Member[];
  socket: (member: Member) => { url: string; headers: Record<string, string> };
  send: (
    from: Member,
    to: Member,
    clientId: string,
    content: string,
  ) => { path: string; headers: Record<string, string>; body: string; url?: URL };
  host: Host;
};
