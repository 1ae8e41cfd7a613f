import { ROUTES } from "@kindred/contracts";
import { Heart, House, MessageCircle, Search, User, type LucideIcon } from "lucide-react";

export type NavTab = { label: string; to: string; icon: LucideIcon };

/** Spec 000 section 2 / spec 001 "Bottom navigation": five tabs, in this order. */
export const BOTTOM_TABS: readonly NavTab[] = [
  { label: "Home", to: ROUTES.dashboard, icon: House },
  { label: "Search", to: ROUTES.search, icon: Search },
  { label: "Match", to: ROUTES.match, icon: Heart },
  { label: "Messages", to: ROUTES.messages, icon: MessageCircle },
  { label: "Profile", to: ROUTES.profile, icon: User },
];

export type FooterLink = { label: string; to: string };

/**
 * Spec 001 "Footer": Quick Links. A visitor is offered a way in, a member the places they use most;
 * both lists are as long, so the footer keeps its height when the session arrives.
 */
export const FOOTER_QUICK_LINKS: { visitor: readonly FooterLink[]; member: readonly FooterLink[] } = {
  visitor: [
    { label: "Home", to: ROUTES.landing },
    { label: "Sign In", to: ROUTES.login },
    { label: "Create Account", to: ROUTES.signup },
    { label: "Personality Tests", to: ROUTES.personalityTests },
  ],
  member: [
    { label: "Dashboard", to: ROUTES.dashboard },
    { label: "Find Matches", to: ROUTES.search },
    { label: "Messages", to: ROUTES.messages },
    { label: "Personality Tests", to: ROUTES.personalityTests },
  ],
};

export const FOOTER_LEGAL_LINKS: readonly FooterLink[] = [
  { label: "Terms of Service", to: ROUTES.terms },
  { label: "Privacy Policy", to: ROUTES.privacy },
  { label: "Community Guidelines", to: ROUTES.communityGuidelines },
  { label: "About Us", to: ROUTES.aboutUs },
];
