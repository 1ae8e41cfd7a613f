import { APP_NAME, MINIMUM_AGE, ROUTES, type SiteInfo } from "@kindred/contracts";
import { Link } from "react-router";
import { t } from "@/lib/i18n/i18n";
import type { InfoSection } from "../components/info-layout";
import { Rich, slot } from "../components/rich-text";
import { SiteMail, SitePostalAddress, SiteValue } from "../components/site-value";

const operator = (site: SiteInfo) => site.operatorName;

/* The terms' words are messages, translated as the page renders: these are called from its render. */

export const termsIntro = (site?: SiteInfo) => (
  <p>
    <Rich
      text={t(
        'These terms are the agreement between you and {operator} ("we", "us") about your use of {app}. They are written to be read: short sections, plain words. Please take five minutes with them before you create an account.',
        { operator: slot("operator"), app: APP_NAME },
      )}
      parts={{ operator: <SiteValue site={site} pick={operator} width="6rem" /> }}
    />
  </p>
);

/** Spec 001, Terms of Service: nine sections, in this order. */
export const termsSections = (site?: SiteInfo): InfoSection[] => [
  {
    id: "acceptance",
    title: t("Acceptance of Terms"),
    body: (
      <>
        <p>
          <Rich
            text={t(
              "By creating an account or using {app} in any way, you accept these Terms of Service, our {privacy} and our {guidelines}. If you do not agree, please do not use the service.",
              { app: APP_NAME, privacy: slot("privacy"), guidelines: slot("guidelines") },
            )}
            parts={{
              privacy: <Link to={ROUTES.privacy}>{t("Privacy Policy")}</Link>,
              guidelines: <Link to={ROUTES.communityGuidelines}>{t("Community Guidelines")}</Link>,
            }}
          />
        </p>
        <p>
          {t(
            "We may update these terms as the service grows. When a change matters, we will tell you in the app or by e-mail before it takes effect; continuing to use {app} afterwards means you accept the new terms.",
            { app: APP_NAME },
          )}
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: t("Eligibility"),
    body: (
      <>
        <p>{t("You may create an account and use {app} only if all of the following are true:", { app: APP_NAME })}</p>
        <ul>
          <li>{t("you are {age} years of age or older;", { age: MINIMUM_AGE })}</li>
          <li>{t("you have never been convicted of a felony, a violent crime or a sex crime;")}</li>
          <li>{t("you are not a registered sex offender;")}</li>
          <li>
            {t("you are not legally barred from using the service under the laws of any applicable jurisdiction.")}
          </li>
        </ul>
        <p>
          {t(
            "By creating an account you confirm that you meet these conditions. If we learn that you do not, we will close your account.",
          )}
        </p>
      </>
    ),
  },
  {
    id: "account-confidentiality",
    title: t("Account Confidentiality"),
    body: (
      <>
        <p>
          {t(
            "You are responsible for keeping your sign-in details confidential and for everything that happens under your account. Use a password you use nowhere else, and consider turning on two-step verification or a passkey in Settings.",
          )}
        </p>
        <p>
          <Rich
            text={t(
              "If you think someone else has used your account, change your password, sign out your other sessions in Settings and tell us at {email}.",
              { email: slot("email") },
            )}
            parts={{ email: <SiteMail site={site} pick={(loaded) => loaded.supportEmail} /> }}
          />
        </p>
      </>
    ),
  },
  {
    id: "safety",
    title: t("Safety in Interactions with Members"),
    body: (
      <>
        <p>
          {t(
            "You are responsible for your own interactions with other members, online and in person. We do not run criminal background checks on members and cannot vouch for anyone's identity or intentions.",
          )}
        </p>
        <p>
          <Rich
            text={t(
              "Take your time, keep conversations on {app} until you feel ready, meet in public places and tell a friend where you are going. Never send money or financial details to someone you met here. Our {safetyTips} say more, and you can report or block a member at any time.",
              { app: APP_NAME, safetyTips: slot("safetyTips") },
            )}
            parts={{
              safetyTips: (
                <Link to={`${ROUTES.communityGuidelines}#safety-tips`}>{t("safety tips for meeting in person")}</Link>
              ),
            }}
          />
        </p>
      </>
    ),
  },
  {
    id: "your-licence",
    title: t("Licence Granted to You"),
    body: (
      <>
        <p>
          {t(
            "While your account is in good standing, we grant you a personal, worldwide, non-exclusive, non-transferable and revocable licence to use {app} for its purpose: meeting other adults for dating and friendship.",
            { app: APP_NAME },
          )}
        </p>
        <p>
          {t(
            "You may not copy, resell or commercially exploit the service, scrape profiles, use bots or automated scripts, or interfere with how the service works. We may end this licence if you break these terms.",
          )}
        </p>
      </>
    ),
  },
  {
    id: "content-licence",
    title: t("Licence You Grant Us"),
    body: (
      <>
        <p>
          {t(
            "Your photos, profile and messages stay yours. So that we can run the service, you grant us a worldwide, non-exclusive, royalty-free licence to host, store, copy, resize and display the content you post, only to show it to the members you choose to share it with and to operate, protect and improve {app}.",
            { app: APP_NAME },
          )}
        </p>
        <p>
          {t(
            "This licence ends when you delete the content or your account, except where we must keep something for safety or legal reasons (for example, a message you reported). You confirm that you have the right to post everything you post.",
          )}
        </p>
      </>
    ),
  },
  {
    id: "community-rules",
    title: t("Community Rules"),
    body: (
      <>
        <p>
          <Rich
            text={t("Our {guidelines} are part of these terms. In particular, you agree not to:", {
              guidelines: slot("guidelines"),
            })}
            parts={{ guidelines: <Link to={ROUTES.communityGuidelines}>{t("Community Guidelines")}</Link> }}
          />
        </p>
        <ul>
          <li>{t("use the service for anything illegal;")}</li>
          <li>{t("send spam, advertise, or promote other services or accounts;")}</li>
          <li>{t("ask other members for money, or defraud them in any way;")}</li>
          <li>{t("impersonate any person, or misrepresent your identity, age or intentions;")}</li>
          <li>{t("bully, stalk, intimidate or otherwise harass anyone;")}</li>
          <li>
            {t(
              "post content that infringes anyone's rights, or that is hateful, threatening, sexually explicit or violent.",
            )}
          </li>
        </ul>
        <p>
          {t(
            "We may remove content and suspend or close accounts that break these rules, and we explain each decision with the rule it applies. You can appeal a decision you think is wrong.",
          )}
        </p>
      </>
    ),
  },
  {
    id: "disclaimers",
    title: t("Disclaimers"),
    body: (
      <>
        <p>
          {t(
            '{app} is provided "as is" and "as available". To the extent the law allows, we make no promise that the service will be uninterrupted or error-free, or that you will find a match. A compatibility score is a suggestion, not a guarantee.',
            { app: APP_NAME },
          )}
        </p>
        <p>
          {t(
            "We are not responsible for what members say or do, on or off the service. Nothing in these terms limits liability that cannot be limited by law, including your rights as a consumer.",
          )}
        </p>
      </>
    ),
  },
  {
    id: "contact",
    title: t("Contact Us"),
    body: (
      <>
        <p>{t("Questions about these terms? We are happy to help.")}</p>
        <p>
          <strong>{t("By e-mail:")}</strong> <SiteMail site={site} pick={(loaded) => loaded.supportEmail} />
        </p>
        <SitePostalAddress site={site} />
      </>
    ),
  },
];
