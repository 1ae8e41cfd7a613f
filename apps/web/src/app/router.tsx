import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from "react-router";
import { lazyPage, type LazyPage } from "./lazy-page";
import { ProtectedRoute } from "./routes/protected-route";
import { RootLayout } from "./routes/root-layout";

/*
 * Spec 000 section 2, the whole route table. Every screen is its own chunk, so the first load only
 * carries the shell and the screen it opens. Declarative routes (no loaders or actions here): the
 * data router's machinery would cost the first paint about 17 kB gzipped for nothing.
 */

const screen = (page: LazyPage) => ({ element: <page.Page />, handle: page });

const auth = lazyPage(() => import("./routes/auth").then((m) => m.AuthRoute), ["auth"]);

const publicRoutes: RouteObject[] = [
  { index: true, ...screen(lazyPage(() => import("./routes/landing").then((m) => m.LandingRoute), ["landing"])) },
  ...["login", "signup", "register"].map((path) => ({ path, ...screen(auth) })),
  { path: "terms", ...screen(lazyPage(() => import("./routes/terms").then((m) => m.TermsRoute), ["info"])) },
  { path: "privacy", ...screen(lazyPage(() => import("./routes/privacy").then((m) => m.PrivacyRoute), ["info"])) },
  {
    path: "community-guidelines",
    ...screen(
      lazyPage(() => import("./routes/community-guidelines").then((m) => m.CommunityGuidelinesRoute), ["info"]),
    ),
  },
  { path: "about-us", ...screen(lazyPage(() => import("./routes/about-us").then((m) => m.AboutUsRoute), ["info"])) },
  // A banned or suspended member can't sign in: the appeal link carries its own proof.
  {
    path: "appeal",
    ...screen(lazyPage(() => import("./routes/appeal").then((m) => m.AppealRoute), ["auth", "info", "notices"])),
  },
  {
    path: "forgot-password",
    ...screen(lazyPage(() => import("./routes/forgot-password").then((m) => m.ForgotPasswordRoute), ["auth"])),
  },
  // Where the mailed reset link lands; the link's token is its proof, so no session is needed.
  {
    path: "reset-password",
    ...screen(lazyPage(() => import("./routes/reset-password").then((m) => m.ResetPasswordRoute), ["auth"])),
  },
  // Where a verification link that could not verify lands: signed in or not, it says why.
  {
    path: "verify-email",
    ...screen(lazyPage(() => import("./routes/verify-email").then((m) => m.VerifyEmailRoute), ["auth"])),
  },
];

const protectedRoutes: RouteObject[] = [
  {
    path: "dashboard",
    ...screen(
      lazyPage(
        () => import("./routes/dashboard").then((m) => m.DashboardRoute),
        ["dashboard", "auth", "profile", "quiz"],
      ),
    ),
  },
  {
    path: "profile",
    ...screen(
      lazyPage(
        () => import("./routes/profile").then((m) => m.ProfileRoute),
        ["photos", "profile", "quiz", "verification"],
      ),
    ),
  },
  { path: "quiz", ...screen(lazyPage(() => import("./routes/quiz").then((m) => m.QuizRoute), ["quiz", "profile"])) },
  {
    path: "personality-tests",
    ...screen(lazyPage(() => import("./routes/personality-tests").then((m) => m.PersonalityTestsRoute), ["info"])),
  },
  {
    path: "messages/:matchId?",
    ...screen(
      lazyPage(
        () => import("./routes/messages").then((m) => m.MessagesRoute),
        ["info", "matching", "messages", "safety", "verification"],
      ),
    ),
  },
  {
    path: "match/:id?",
    ...screen(
      lazyPage(
        () => import("./routes/match").then((m) => m.MatchRoute),
        ["matching", "profile", "quiz", "reviews", "safety", "verification"],
      ),
    ),
  },
  {
    path: "search",
    ...screen(
      lazyPage(
        () => import("./routes/search").then((m) => m.SearchRoute),
        ["profile", "quiz", "reviews", "safety", "search", "verification"],
      ),
    ),
  },
  {
    path: "settings",
    ...screen(
      lazyPage(
        () => import("./routes/settings").then((m) => m.SettingsRoute),
        ["auth", "messages", "safety", "settings"],
      ),
    ),
  },
  {
    path: "photos",
    ...screen(lazyPage(() => import("./routes/photos").then((m) => m.PhotosRoute), ["photos", "verification"])),
  },
  { path: "verify", ...screen(lazyPage(() => import("./routes/verify").then((m) => m.VerifyRoute), ["verification"])) },
  {
    path: "reviews/:profileId?",
    ...screen(
      lazyPage(() => import("./routes/reviews").then((m) => m.ReviewsRoute), ["reviews", "safety", "verification"]),
    ),
  },
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      { element: <ProtectedRoute />, children: protectedRoutes },
      {
        element: <ProtectedRoute adminOnly />,
        children: [
          {
            path: "admin",
            ...screen(
              lazyPage(
                () => import("./routes/admin").then((m) => m.AdminRoute),
                ["admin", "info", "messages", "photos", "profile", "safety", "verification"],
              ),
            ),
          },
        ],
      },
      { path: "*", ...screen(lazyPage(() => import("./routes/not-found").then((m) => m.NotFoundRoute))) },
    ],
  },
];

/** The screens of the route table, inside whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The catalogue domains the screen at this path shows texts from, the shell's ("app") first. */
export function screenDomains(pathname: string): string[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return ["app", ...matches.flatMap(({ route }) => (route.handle as LazyPage | undefined)?.domains ?? [])];
}

/** Loads the chunk of the screen at this path; hydrating (or pre-rendering) it must not suspend. */
export async function preloadScreen(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPage | undefined)?.preload()));
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
