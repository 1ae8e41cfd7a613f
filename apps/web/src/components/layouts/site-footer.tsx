import { APP_NAME, MINIMUM_AGE } from "@kindred/contracts";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { FOOTER_LEGAL_LINKS, FOOTER_QUICK_LINKS, type FooterLink } from "@/config/navigation";

function LinkGroup({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 grid gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-stone-300 underline-offset-4 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec 001 "Footer": brand blurb, Quick Links, Legal. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <Logo className="text-white" />
          <p className="mt-4 text-sm leading-relaxed">
            {APP_NAME} matches adults by personality, communication style and values, so the people you meet are people
            you actually click with.
          </p>
        </div>
        <LinkGroup title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <LinkGroup title="Legal" links={FOOTER_LEGAL_LINKS} />
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-6 text-xs sm:flex-row sm:justify-between sm:px-8">
          <p>
            © {year} {APP_NAME}. All rights reserved.
          </p>
          <p>
            {APP_NAME} is for adults aged {MINIMUM_AGE} and over.
          </p>
        </div>
      </div>
    </footer>
  );
}
