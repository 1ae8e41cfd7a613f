import { ROUTES } from "@kindred/contracts";
import { useLocation } from "react-router";
import { AuthScreen, type AuthMode } from "@/features/auth/components/auth-screen";

/** /login is sign-in mode; /signup and /register are sign-up mode. */
export function AuthRoute() {
  const { pathname } = useLocation();
  // Routes match case-insensitively and with a trailing slash; compare the same way.
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const mode: AuthMode = path === ROUTES.login ? "sign-in" : "sign-up";
  // Keyed by mode so switching modes starts a fresh form and forgets the other mode's error.
  return <AuthScreen key={mode} mode={mode} />;
}
