import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

type AuthCardProps = { title: string; description: ReactNode; children?: ReactNode; footer?: ReactNode };

/** The auth screens' card: the screen's one heading, a line under it, the form, a way back. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children ? <CardContent>{children}</CardContent> : <div className="h-6 sm:h-8" />}
      {footer ? <CardFooter className="justify-center border-t border-border pt-5 sm:pt-6">{footer}</CardFooter> : null}
    </Card>
  );
}
