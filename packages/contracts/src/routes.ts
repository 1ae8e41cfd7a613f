/** Where a member lands after each auth step (spec 000 section 4). */
export const ROUTES = {
  landing: "/",
  login: "/login",
  signup: "/signup",
  register: "/register",
  dashboard: "/dashboard",
  profile: "/profile",
  quiz: "/quiz",
  personalityTests: "/personality-tests",
  messages: "/messages",
  match: "/match",
  search: "/search",
  admin: "/admin",
  settings: "/settings",
  photos: "/photos",
  reviews: "/reviews",
  verify: "/verify",
  terms: "/terms",
  privacy: "/privacy",
  communityGuidelines: "/community-guidelines",
  aboutUs: "/about-us",
  appeal: "/appeal",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  verifyEmail: "/verify-email",
} as const;

/** The Messages screen opened on its Likes tab (the dashboard's link for a new like). */
export const LIKES_TAB_PATH = `${ROUTES.messages}?tab=likes`;

/**
 * The API reads each member screen starts with (issue 17), by the screen's path. The web app asks for
 * `reads` as soon as the session names a member (app/early-data.ts), rather than once the screen's
 * code has loaded and rendered; the server has the browser fetch `withPage` as the page's HTML arrives,
 * for a request with a live session (http/spa.ts): /match's deck, the head of the chain to its largest
 * paint (page, deck, top photo). Each path is the one the screen's query asks for (the web's
 * early-data.test.ts holds them together).
 */
export const SCREEN_FIRST_DATA: Readonly<Record<string, { reads: readonly string[]; withPage: readonly string[] }>> = {
  [ROUTES.dashboard]: {
    reads: ["/api/profile", "/api/dashboard/stats", "/api/profiles/potential?limit=6"],
    withPage: [],
  },
  [ROUTES.match]: { reads: ["/api/discovery/deck", "/api/profile"], withPage: ["/api/discovery/deck"] },
};
