// Types for audit.mjs (plain JavaScript so CI runs it with node alone).
export type Severity = "info" | "low" | "moderate" | "high" | "critical";
export type Exception = { advisory: string; package: string; reason: string };
export type Advisory = { id: string; package: string; severity: Severity; title: string; url: string };
export type Verdict =
  | { status: "unreachable"; why: string }
  | {
      status: "pass" | "fail";
      all: Advisory[];
      blocking: Advisory[];
      accepted: Advisory[];
      stale: Exception[];
      counts: Partial<Record<Severity | "total", number>>;
    };
export declare const EXCEPTIONS_FILE: string;
export declare const BLOCKING: Severity[];
export declare function parseExceptions(text: string): Exception[];
export declare function judge(report: unknown, exceptions: Exception[]): Verdict;
