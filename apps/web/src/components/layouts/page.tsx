import type { ReactNode } from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { cn } from "@/lib/utils";

type PageProps = { title: string; children?: ReactNode; className?: string };

/** A screen's landmark and its single <h1>; also names the browser tab after the screen. */
export function Page({ title, children, className }: PageProps) {
  useDocumentTitle(title);
  return (
    <main className={cn("mx-auto w-full max-w-3xl px-5 py-8 sm:px-8 sm:py-12", className)}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </main>
  );
}
