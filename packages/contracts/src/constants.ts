// Business constants from the specification, kept in one place so the server and the web app agree.
import { msg } from "./i18n/msg";

export const APP_NAME = "Kindred";
export const APP_TAGLINE = msg("Find your perfect match");

/**
 * What a browser that runs no script shows instead of the app. index.html can only say it in English,
 * so the pre-render writes each language's pages with their own (apps/web/scripts/prerender.mjs).
 */
export const NOSCRIPT_TEXT = msg(
  "Kindred needs JavaScript to run. Please enable it in your browser and reload the page.",
);

export const PASSWORD_MIN_LENGTH = 8;
// ASVS 5.0 6.2.9: allow at least 64 characters; 128 bounds the work a single hash can cost us.
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const MINIMUM_AGE = 18;

/** Spec 000 section 9: toasts and query-cache defaults. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_GAP_PX = 14;
export const SUCCESS_TOAST_MS = 3000;
export const REDIRECT_ERROR_TOAST_MS = 5000;

export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** JSON request bodies; uploads have their own limits. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export const MOBILE_BREAKPOINT_PX = 768;
