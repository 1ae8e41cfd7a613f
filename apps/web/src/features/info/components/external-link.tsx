import type { ComponentProps } from "react";
import { t } from "@/lib/i18n/i18n";

/**
 * A link to another site: a new tab, so the member keeps their place here, and no window.opener for
 * the other site. While the address loads there is no href, so nothing leads nowhere.
 */
export function ExternalLink({ href, children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t("(opens in a new tab)")}</span>
    </a>
  );
}
