import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Fragment, useState, type ReactNode } from "react";
import { ToastHost } from "@/components/ui/toast-host";
import { useLocale } from "@/lib/i18n/use-locale";
import { createQueryClient } from "@/lib/query-client";

/** `client` for the pre-render, which clears it after each page; the app makes its own. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // One client per mounted app (not a module singleton) so tests can mount fresh apps.
  const [queryClient] = useState(() => client ?? createQueryClient());
  // A change of language renders every screen again in it (texts are read at render); the data stays.
  const locale = useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <Fragment key={locale}>{children}</Fragment>
      <ToastHost />
    </QueryClientProvider>
  );
}
