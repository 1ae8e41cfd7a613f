import { PUSH_TEXT } from "@kindred/contracts";
import { describe, expect, it } from "vitest";
import { pushEndpointProblem } from "./push-endpoint";

describe("a push subscription's endpoint", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:APA91b",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGq2",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
  ])("takes a push service's: %s", (endpoint) => {
    expect(pushEndpointProblem(endpoint, false)).toBeNull();
  });

  it.each([
    ["http://fcm.googleapis.com/fcm/send/x", PUSH_TEXT.endpointNotHttps],
    ["wss://push.example.com/x", PUSH_TEXT.endpointNotHttps],
    ["not a url", PUSH_TEXT.endpointMalformed],
    ["https://user:secret@push.example.com/x", PUSH_TEXT.endpointMalformed],
    ["https://127.0.0.1/x", PUSH_TEXT.endpointPrivate],
    ["https://[::1]/x", PUSH_TEXT.endpointPrivate],
    ["https://[fd00::1]/x", PUSH_TEXT.endpointPrivate],
    ["https://192.168.1.10/x", PUSH_TEXT.endpointPrivate],
    ["https://localhost/x", PUSH_TEXT.endpointPrivate],
    ["https://pushserver/x", PUSH_TEXT.endpointPrivate],
    ["https://push.local/x", PUSH_TEXT.endpointPrivate],
    ["https://metadata.internal/x", PUSH_TEXT.endpointPrivate],
  ])("refuses %s", (endpoint, problem) => {
    expect(pushEndpointProblem(endpoint, false)).toBe(problem);
  });

  it("takes loopback over plain http only when the tests' push service is allowed", () => {
    expect(pushEndpointProblem("http://127.0.0.1:4321/push/x", true)).toBeNull();
    expect(pushEndpointProblem("http://127.0.0.1:4321/push/x", false)).toBe(PUSH_TEXT.endpointNotHttps);
    expect(pushEndpointProblem("http://10.0.0.1/push/x", true)).toBe(PUSH_TEXT.endpointNotHttps);
  });
});
