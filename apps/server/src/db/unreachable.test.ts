import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable } from "./unreachable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnreachable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["the server shutting down", withCode("terminating connection due to administrator command", "57P01")],
    ["the server starting", withCode("the database system is starting up", "57P03")],
    ["a connection exception", withCode("connection failure", "08006")],
    ["a lost connection", new Error("Connection terminated unexpectedly")],
    [
      "a wrapped cause",
      new Error("Failed query: select 1", { cause: withCode("connect ECONNREFUSED", "ECONNREFUSED") }),
    ],
  ])("knows %s", (_, error) => expect(isDatabaseUnreachable(error)).toBe(true));

  it.each([
    ["a unique violation", withCode("duplicate key value", "23505")],
    ["a syntax error", withCode("syntax error at or near", "42601")],
    ["a bug", new TypeError("x is undefined")],
    ["not an error", "ECONNREFUSED"],
  ])("leaves %s to the 500", (_, error) => expect(isDatabaseUnreachable(error)).toBe(false));
});
