import { z } from "zod";

/** The networks the footer draws an icon for; any other address shows a plain globe. */
export const SOCIAL_NETWORKS = ["instagram", "facebook", "x", "tiktok", "linkedin", "youtube", "website"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const NETWORK_HOSTS: Record<Exclude<SocialNetwork, "website">, readonly string[]> = {
  instagram: ["instagram.com"],
  facebook: ["facebook.com", "fb.com"],
  x: ["x.com", "twitter.com"],
  tiktok: ["tiktok.com"],
  linkedin: ["linkedin.com"],
  youtube: ["youtube.com", "youtu.be"],
};

/** Which network an address belongs to, by its host (a subdomain such as www. counts). */
export function socialNetworkOf(url: string): SocialNetwork {
  // No URL global here: contracts compile without DOM or Node types, and the host is all we need.
  const host = (/^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(url)?.[1] ?? "").toLowerCase();
  for (const [network, hosts] of Object.entries(NETWORK_HOSTS)) {
    if (hosts.some((known) => host === known || host.endsWith(`.${known}`))) return network as SocialNetwork;
  }
  return "website";
}

export const SocialLinkSchema = z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.url() });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/**
 * `GET /api/site`: who runs this Kindred and how to reach them, as the operator configured it. The
 * legal pages and the footer name them; the personality-testing page links to the sister site.
 */
export const SiteInfoSchema = z.object({
  operatorName: z.string().min(1),
  supportEmail: z.email(),
  privacyEmail: z.email(),
  contactEmail: z.email(),
  /** Null when the operator gave none: the pages then leave the line out rather than invent one. */
  postalAddress: z.string().min(1).nullable(),
  social: z.array(SocialLinkSchema),
  personalityTests: z.object({
    name: z.string().min(1),
    siteUrl: z.url(),
    socialUrl: z.url().nullable(),
    privacyUrl: z.url(),
    termsUrl: z.url(),
  }),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
