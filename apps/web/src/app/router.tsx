import { createBrowserRouter, RouterProvider, type RouteObject } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { ProtectedRoute } from "./routes/protected-route";
import { RootLayout } from "./routes/root-layout";
import { RouteError } from "./routes/route-error";

/*
 * Spec 000 section 2, the whole route table. Every screen is its own chunk (route `lazy`, the data
 * router's code splitting), so the first load only carries the shell and the screen it opens.
 */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./routes/landing").then((m) => ({ Component: m.LandingRoute })) },
  ...["login", "signup", "register"].map((path) => ({
    path,
    lazy: () => import("./routes/auth").then((m) => ({ Component: m.AuthRoute })),
  })),
  { path: "terms", lazy: () => import("./routes/terms").then((m) => ({ Component: m.TermsRoute })) },
  { path: "privacy", lazy: () => import("./routes/privacy").then((m) => ({ Component: m.PrivacyRoute })) },
  {
    path: "community-guidelines",
    lazy: () => import("./routes/community-guidelines").then((m) => ({ Component: m.CommunityGuidelinesRoute })),
  },
  { path: "about-us", lazy: () => import("./routes/about-us").then((m) => ({ Component: m.AboutUsRoute })) },
  // A banned or suspended member can't sign in: the appeal link carries its own proof.
  { path: "appeal", lazy: () => import("./routes/appeal").then((m) => ({ Component: m.AppealRoute })) },
  {
    path: "forgot-password",
    lazy: () => import("./routes/forgot-password").then((m) => ({ Component: m.ForgotPasswordRoute })),
  },
  // Where the mailed reset link lands; the link's token is its proof, so no session is needed.
  {
    path: "reset-password",
    lazy: () => import("./routes/reset-password").then((m) => ({ Component: m.ResetPasswordRoute })),
  },
];

const protectedRoutes: RouteObject[] = [
  { path: "dashboard", lazy: () => import("./routes/dashboard").then((m) => ({ Component: m.DashboardRoute })) },
  { path: "profile", lazy: () => import("./routes/profile").then((m) => ({ Component: m.ProfileRoute })) },
  { path: "quiz", lazy: () => import("./routes/quiz").then((m) => ({ Component: m.QuizRoute })) },
  {
    path: "personality-tests",
    lazy: () => import("./routes/personality-tests").then((m) => ({ Component: m.PersonalityTestsRoute })),
  },
  { path: "messages/:matchId?", lazy: () => import("./routes/messages").then((m) => ({ Component: m.MessagesRoute })) },
  { path: "match/:id?", lazy: () => import("./routes/match").then((m) => ({ Component: m.MatchRoute })) },
  { path: "search", lazy: () => import("./routes/search").then((m) => ({ Component: m.SearchRoute })) },
  { path: "settings", lazy: () => import("./routes/settings").then((m) => ({ Component: m.SettingsRoute })) },
  { path: "photos", lazy: () => import("./routes/photos").then((m) => ({ Component: m.PhotosRoute })) },
  {
    path: "reviews/:profileId?",
    lazy: () => import("./routes/reviews").then((m) => ({ Component: m.ReviewsRoute })),
  },
];

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      ...publicRoutes,
      { element: <ProtectedRoute />, children: protectedRoutes },
      {
        element: <ProtectedRoute adminOnly />,
        children: [{ path: "admin", lazy: () => import("./routes/admin").then((m) => ({ Component: m.AdminRoute })) }],
      },
      { path: "*", lazy: () => import("./routes/not-found").then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
