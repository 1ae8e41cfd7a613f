import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ToastHost } from "@/components/ui/toast-host";
import { createQueryClient } from "@/lib/query-client";

/** `client` for the pre-render, which clears it after each page; the app makes its own. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // One client per mounted app (not a module singleton) so tests can mount fresh apps.
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
