import { APP_NAME, MINIMUM_AGE, ROUTES, type SiteInfo } from "@kindred/contracts";
import { Link } from "react-router";
import type { InfoSection } from "../components/info-layout";
import { SiteMail, SitePostalAddress, SiteValue } from "../components/site-value";

const operator = (site: SiteInfo) => site.operatorName;

export const termsIntro = (site?: SiteInfo) => (
  <p>
    These terms are the agreement between you and <SiteValue site={site} pick={operator} width="6rem" />{" "}
    (&quot;we&quot;, &quot;us&quot;) about your use of {APP_NAME}. They are written to be read: short sections, plain
    words. Please take five minutes with them before you create an account.
  </p>
);

/** Spec 001, Terms of Service: nine sections, in this order. */
export const termsSections = (site?: SiteInfo): InfoSection[] => [
  {
    id: "acceptance",
    title: "Acceptance of Terms",
    body: (
      <>
        <p>
          By creating an account or using {APP_NAME} in any way, you accept these Terms of Service, our{" "}
          <Link to={ROUTES.privacy}>Privacy Policy</Link> and our{" "}
          <Link to={ROUTES.communityGuidelines}>Community Guidelines</Link>. If you do not agree, please do not use the
          service.
        </p>
        <p>
          We may update these terms as the service grows. When a change matters, we will tell you in the app or by
          e-mail before it takes effect; continuing to use {APP_NAME} afterwards means you accept the new terms.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Eligibility",
    body: (
      <>
        <p>You may create an account and use {APP_NAME} only if all of the following are true:</p>
        <ul>
          <li>you are {MINIMUM_AGE} years of age or older;</li>
          <li>you have never been convicted of a felony, a violent crime or a sex crime;</li>
          <li>you are not a registered sex offender;</li>
          <li>you are not legally barred from using the service under the laws of any applicable jurisdiction.</li>
        </ul>
        <p>
          By creating an account you confirm that you meet these conditions. If we learn that you do not, we will close
          your account.
        </p>
      </>
    ),
  },
  {
    id: "account-confidentiality",
    title: "Account Confidentiality",
    body: (
      <>
        <p>
          You are responsible for keeping your sign-in details confidential and for everything that happens under your
          account. Use a password you use nowhere else, and consider turning on two-step verification or a passkey in
          Settings.
        </p>
        <p>
          If you think someone else has used your account, change your password, sign out your other sessions in
          Settings and tell us at <SiteMail site={site} pick={(loaded) => loaded.supportEmail} />.
        </p>
      </>
    ),
  },
  {
    id: "safety",
    title: "Safety in Interactions with Members",
    body: (
      <>
        <p>
          You are responsible for your own interactions with other members, online and in person. We do not run criminal
          background checks on members and cannot vouch for anyone&apos;s identity or intentions.
        </p>
        <p>
          Take your time, keep conversations on {APP_NAME} until you feel ready, meet in public places and tell a friend
          where you are going. Never send money or financial details to someone you met here. Our{" "}
          <Link to={`${ROUTES.communityGuidelines}#safety-tips`}>safety tips for meeting in person</Link> say more, and
          you can report or block a member at any time.
        </p>
      </>
    ),
  },
  {
    id: "your-licence",
    title: "Licence Granted to You",
    body: (
      <>
        <p>
          While your account is in good standing, we grant you a personal, worldwide, non-exclusive, non-transferable
          and revocable licence to use {APP_NAME} for its purpose: meeting other adults for dating and friendship.
        </p>
        <p>
          You may not copy, resell or commercially exploit the service, scrape profiles, use bots or automated scripts,
          or interfere with how the service works. We may end this licence if you break these terms.
        </p>
      </>
    ),
  },
  {
    id: "content-licence",
    title: "Licence You Grant Us",
    body: (
      <>
        <p>
          Your photos, profile and messages stay yours. So that we can run the service, you grant us a worldwide,
          non-exclusive, royalty-free licence to host, store, copy, resize and display the content you post, only to
          show it to the members you choose to share it with and to operate, protect and improve {APP_NAME}.
        </p>
        <p>
          This licence ends when you delete the content or your account, except where we must keep something for safety
          or legal reasons (for example, a message you reported). You confirm that you have the right to post everything
          you post.
        </p>
      </>
    ),
  },
  {
    id: "community-rules",
    title: "Community Rules",
    body: (
      <>
        <p>
          Our <Link to={ROUTES.communityGuidelines}>Community Guidelines</Link> are part of these terms. In particular,
          you agree not to:
        </p>
        <ul>
          <li>use the service for anything illegal;</li>
          <li>send spam, advertise, or promote other services or accounts;</li>
          <li>ask other members for money, or defraud them in any way;</li>
          <li>impersonate any person, or misrepresent your identity, age or intentions;</li>
          <li>bully, stalk, intimidate or otherwise harass anyone;</li>
          <li>
            post content that infringes anyone&apos;s rights, or that is hateful, threatening, sexually explicit or
            violent.
          </li>
        </ul>
        <p>
          We may remove content and suspend or close accounts that break these rules, and we explain each decision with
          the rule it applies. You can appeal a decision you think is wrong.
        </p>
      </>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    body: (
      <>
        <p>
          {APP_NAME} is provided &quot;as is&quot; and &quot;as available&quot;. To the extent the law allows, we make
          no promise that the service will be uninterrupted or error-free, or that you will find a match. A
          compatibility score is a suggestion, not a guarantee.
        </p>
        <p>
          We are not responsible for what members say or do, on or off the service. Nothing in these terms limits
          liability that cannot be limited by law, including your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: "contact",
    title: "Contact Us",
    body: (
      <>
        <p>Questions about these terms? We are happy to help.</p>
        <p>
          <strong>By e-mail:</strong> <SiteMail site={site} pick={(loaded) => loaded.supportEmail} />
        </p>
        <SitePostalAddress site={site} />
      </>
    ),
  },
];
