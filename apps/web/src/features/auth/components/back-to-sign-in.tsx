import { PASSWORD_RESET_TEXT, ROUTES } from "@kindred/contracts";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { t } from "@/lib/i18n/i18n";

export function BackToSignIn() {
  return (
    <Link
      to={ROUTES.login}
      className="tap-target relative inline-flex items-center gap-1.5 text-sm font-semibold text-primary-strong underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t(PASSWORD_RESET_TEXT.backToSignIn)}
    </Link>
  );
}
