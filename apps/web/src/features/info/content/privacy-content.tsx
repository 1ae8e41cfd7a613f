import { APP_NAME, ROUTES, type SiteInfo } from "@kindred/contracts";
import { Link } from "react-router";
import { t } from "@/lib/i18n/i18n";
import type { InfoSection } from "../components/info-layout";
import { Lead, Rich, slot } from "../components/rich-text";
import { SiteMail, SitePostalAddress, SiteValue } from "../components/site-value";

const privacyMail = (site: SiteInfo) => site.privacyEmail;

/* The policy's words are messages, translated as the page renders: these are called from its render. */

export const privacyIntro = (site?: SiteInfo) => (
  <p>
    <Rich
      text={t(
        "Dating is personal, and so is the information you share to do it. This policy explains what {operator} collects when you use {app}, why, who sees it, and the choices you have.",
        { operator: slot("operator"), app: APP_NAME },
      )}
      parts={{ operator: <SiteValue site={site} pick={(loaded) => loaded.operatorName} width="6rem" /> }}
    />
  </p>
);

/** Spec 001, Privacy Policy: seven sections, in this order. */
export const privacySections = (site?: SiteInfo): InfoSection[] => [
  {
    id: "information-we-collect",
    title: t("Information We Collect"),
    body: (
      <>
        <p>{t("We collect what you give us and a little about how you use the service:")}</p>
        <ul>
          <li>
            <Lead
              lead={t("Account details:")}
              text={t("{lead} your name, e-mail address, date of birth and gender.", { lead: slot("lead") })}
            />
          </li>
          <li>
            <Lead
              lead={t("Your profile:")}
              text={t("{lead} your location, the profile details you fill in, your photos and your interests.", {
                lead: slot("lead"),
              })}
            />
          </li>
          <li>
            <Lead
              lead={t("Personality results:")}
              text={t("{lead} your MBTI type and your match-style quiz answers.", { lead: slot("lead") })}
            />
          </li>
          <li>
            <Lead
              lead={t("Messages and feedback:")}
              text={t(
                "{lead} the messages you exchange with matches, and the reviews, reports and feedback you send.",
                { lead: slot("lead") },
              )}
            />
          </li>
          <li>
            <Lead
              lead={t("Usage and device:")}
              text={t(
                "{lead} when and how you use the service, and technical details such as your browser, device type and IP address.",
                { lead: slot("lead") },
              )}
            />
          </li>
          <li>
            <Lead
              lead={t("Selfie verification, if you choose it:")}
              text={t(
                "{lead} a few selfies from your camera, compared on {app}'s own server with your photos. The selfies are deleted as soon as the check is done and the measurements of your face are never stored or sent anywhere; we keep the result, its date and its scores. Every photo you upload is also given a fingerprint (a short code computed from the picture), so copies of another member's photos can be held for a moderator.",
                { lead: slot("lead"), app: APP_NAME },
              )}
            />
          </li>
          <li>
            <Lead
              lead={t("Precise location, if you allow it:")}
              text={t(
                "{lead} only when you tap the location button and your browser asks you first. You can use {app} without it.",
                { lead: slot("lead"), app: APP_NAME },
              )}
            />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: t("How We Use Your Information"),
    body: (
      <>
        <p>{t("We use your information to:")}</p>
        <ul>
          <li>{t("create and run your account, and show your profile to other members;")}</li>
          <li>{t("suggest compatible matches from your personality, preferences and distance;")}</li>
          <li>{t("deliver your messages and tell you about new matches and messages;")}</li>
          <li>{t("keep the community safe: detect fake accounts, review reports and enforce our rules;")}</li>
          <li>{t("understand what works, fix problems and improve the service.")}</li>
        </ul>
        <p>{t("We do not sell your personal information, and we do not use your messages for advertising.")}</p>
      </>
    ),
  },
  {
    id: "sharing",
    title: t("How We Share Your Information"),
    body: (
      <>
        <ul>
          <li>
            <Lead
              lead={t("With other members:")}
              text={t(
                "{lead} your profile, photos you make public and your messages are seen by the members you interact with. Private photos are shown only to your matches.",
                { lead: slot("lead") },
              )}
            />
          </li>
          <li>
            <Lead
              lead={t("With service providers:")}
              text={t(
                "{lead} companies that host our servers or send our e-mails, under contracts that let them use your data only on our behalf.",
                { lead: slot("lead") },
              )}
            />
          </li>
          <li>
            <Lead
              lead={t("For legal reasons:")}
              text={t(
                "{lead} when the law, a court order or another legal process requires it, or to protect someone from serious harm.",
                { lead: slot("lead") },
              )}
            />
          </li>
          <li>
            <Lead
              lead={t("In a business transfer:")}
              text={t(
                "{lead} if {app} is merged, sold or reorganised, your information may pass to the new operator, who must keep this policy's promises.",
                { lead: slot("lead"), app: APP_NAME },
              )}
            />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "your-choices",
    title: t("Your Choices"),
    body: (
      <>
        <p>
          <Rich
            text={t(
              "You can see and edit your profile, photos and notification preferences at any time in {settings}, hide your profile from discovery, and download a copy of your data.",
              { settings: slot("settings") },
            )}
            parts={{ settings: <Link to={ROUTES.settings}>{t("Settings")}</Link> }}
          />
        </p>
        <p>
          <Rich
            text={t(
              "To have your account and its data deleted, you can delete it in Settings or contact us at {email} and we will do it for you. Depending on where you live, you may also have the right to object to or restrict how we use your data, and to complain to your data protection authority.",
              { email: slot("email") },
            )}
            parts={{ email: <SiteMail site={site} pick={privacyMail} /> }}
          />
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: t("Security"),
    body: (
      <>
        <p>
          {t(
            "We protect your information with encrypted connections, hashed passwords, optional two-step verification and passkeys, and access limited to the people who need it to run the service.",
          )}
        </p>
        <p>
          {t(
            "No system is perfectly secure. If we ever learn of a breach that affects your information, we will tell you and the authorities as the law requires.",
          )}
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: t("Changes to This Policy"),
    body: (
      <p>
        {t(
          "We may update this policy when the service or the law changes. The date at the top tells you when it last changed; if a change is significant, we will let you know in the app or by e-mail before it applies.",
        )}
      </p>
    ),
  },
  {
    id: "contact",
    title: t("Contact Us"),
    body: (
      <>
        <p>{t("Questions about your privacy, or a request about your data? Write to us.")}</p>
        <p>
          <strong>{t("By e-mail:")}</strong> <SiteMail site={site} pick={privacyMail} />
        </p>
        <SitePostalAddress site={site} />
      </>
    ),
  },
];
