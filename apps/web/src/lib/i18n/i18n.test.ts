import { AUTH_MESSAGES } from "@kindred/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDistance, formatNumber, formatRelativeTime } from "./format";
import { activeLocale, loadDomains, switchLocale, t, translateIfMessage } from "./i18n";

afterEach(() => switchLocale("en"));

describe("t", () => {
  it("is the English itself in English, its placeholders filled, bound limits too", async () => {
    await loadDomains(["auth"]);
    expect(t("Create Account")).toBe("Create Account");
    expect(t("At least {min} characters.", { min: 8 })).toBe("At least 8 characters.");
    expect(t(AUTH_MESSAGES.passwordTooLong)).toBe("Password must be at most 128 characters long.");
  });

  it("speaks the language switched to, once its catalogues are here, and the English stays the key", async () => {
    await loadDomains(["auth"]);
    await switchLocale("de");
    expect(activeLocale()).toBe("de");
    const german = t(AUTH_MESSAGES.invalidCredentials);
    expect(german).not.toBe(AUTH_MESSAGES.invalidCredentials);
    expect(german.length).toBeGreaterThan(10);
    expect(t(AUTH_MESSAGES.passwordTooLong)).toContain("128");
    await switchLocale("en");
    expect(t(AUTH_MESSAGES.invalidCredentials)).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it("shows a message of a domain nobody loaded in English, and says so once", async () => {
    await switchLocale("fr");
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(t("A message no catalogue has (test-only)")).toBe("A message no catalogue has (test-only)");
    t("A message no catalogue has (test-only)");
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toContain("No fr text loaded");
  });

  it("leaves words that are not a message as they are (a server's answer, already translated)", async () => {
    await loadDomains(["auth"]);
    await switchLocale("es");
    expect(translateIfMessage("Ya existe una cuenta con este correo.")).toBe("Ya existe una cuenta con este correo.");
    expect(translateIfMessage(AUTH_MESSAGES.userExists)).not.toBe(AUTH_MESSAGES.userExists);
  });
});

describe("Intl in the language in use", () => {
  it("formats numbers, distances and times ago in English and in German", async () => {
    const now = Date.parse("2026-11-28T12:00:00Z");
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(formatDistance(6, "mile")).toBe("6 miles");
    expect(formatRelativeTime(now - 3 * 86_400_000, now)).toBe("3 days ago");
    await switchLocale("de");
    expect(formatNumber(1234.5)).toBe("1.234,5");
    expect(formatDistance(10, "kilometer")).toBe("10 Kilometer");
    expect(formatRelativeTime(now - 3 * 86_400_000, now)).toBe("vor 3 Tagen");
    expect(formatRelativeTime(now - 86_400_000, now)).toBe("gestern");
  });
});
