import { msg, ROUTES } from "@kindred/contracts";
import { Heart, House, MessageCircle, Search, User, type LucideIcon } from "lucide-react";

export type NavTab = { label: string; to: string; icon: LucideIcon };

/** Spec 000 section 2 / spec 001 "Bottom navigation": five tabs, in this order. */
export const BOTTOM_TABS: readonly NavTab[] = [
  { label: msg("Home"), to: ROUTES.dashboard, icon: House },
  { label: msg("Search"), to: ROUTES.search, icon: Search },
  { label: msg("Match"), to: ROUTES.match, icon: Heart },
  { label: msg("Messages"), to: ROUTES.messages, icon: MessageCircle },
  { label: msg("Profile"), to: ROUTES.profile, icon: User },
];

export type FooterLink = { label: string; to: string };

/**
 * Spec 001 "Footer": Quick Links. A visitor is offered a way in, a member the places they use most;
 * both lists are as long, so the footer keeps its height when the session arrives.
 */
export const FOOTER_QUICK_LINKS: { visitor: readonly FooterLink[]; member: readonly FooterLink[] } = {
  visitor: [
    { label: msg("Home"), to: ROUTES.landing },
    { label: msg("Sign In"), to: ROUTES.login },
    { label: msg("Create Account"), to: ROUTES.signup },
    { label: msg("Personality Tests"), to: ROUTES.personalityTests },
  ],
  member: [
    { label: msg("Dashboard"), to: ROUTES.dashboard },
    { label: msg("Find Matches"), to: ROUTES.search },
    { label: msg("Messages"), to: ROUTES.messages },
    { label: msg("Personality Tests"), to: ROUTES.personalityTests },
  ],
};

export const FOOTER_LEGAL_LINKS: readonly FooterLink[] = [
  { label: msg("Terms of Service"), to: ROUTES.terms },
  { label: msg("Privacy Policy"), to: ROUTES.privacy },
  { label: msg("Community Guidelines"), to: ROUTES.communityGuidelines },
  { label: msg("About Us"), to: ROUTES.aboutUs },
];
