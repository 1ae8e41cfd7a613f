import { APP_NAME, MINIMUM_AGE, ROUTES, type SiteInfo } from "@kindred/contracts";
import { Link } from "react-router";
import { t } from "@/lib/i18n/i18n";
import type { InfoSection } from "../components/info-layout";
import { Lead, Rich, slot } from "../components/rich-text";
import { SiteMail } from "../components/site-value";

/** Spec 001: the product was founded in 2025. */
const FOUNDED = 2025;

/* The page's words are messages, translated as the page renders: these are called from its render. */

export const aboutIntro = () => (
  <p>
    {t(
      "{app} is a dating community for adults who would rather have one good conversation than a hundred empty swipes. We match people by personality, communication style and values.",
      { app: APP_NAME },
    )}
  </p>
);

/** Spec 001, About page: story, approach, team, values, and an invitation to join. */
export const aboutSections = (site?: SiteInfo): InfoSection[] => [
  {
    id: "our-story",
    title: t("Our Story"),
    body: (
      <>
        <p>
          {t(
            '{app} was founded in {year} by a small group of friends who were tired of dating apps that felt like slot machines: endless swiping, matches that went nowhere, and conversations that ended after "hey".',
            { app: APP_NAME, year: FOUNDED },
          )}
        </p>
        <p>
          {t(
            "We kept noticing that the couples we knew who lasted were not the ones with the most in common on paper. They were the ones who talked the same way, wanted the same things and made each other feel understood. So we set out to build a place that starts there.",
          )}
        </p>
      </>
    ),
  },
  {
    id: "our-approach",
    title: t("Our Approach"),
    body: (
      <>
        <p>
          {t(
            "Everyone starts with a seven-question quiz that reveals their match style, and can add their MBTI type, love language and what they are looking for. We use all of it to put the most compatible people first.",
          )}
        </p>
        <ul>
          <li>
            <Lead
              lead={t("Compatibility over looks alone:")}
              text={t("{lead} every suggestion comes with the reasons you might click.", { lead: slot("lead") })}
            />
          </li>
          <li>
            <Lead
              lead={t("Quality conversation over swiping:")}
              text={t("{lead} fewer, better matches, and a chat built for getting to know someone.", {
                lead: slot("lead"),
              })}
            />
          </li>
          <li>
            <Rich
              text={t(
                "{lead} clear {guidelines}, anonymous trust reviews, and moderators who explain every decision.",
                { lead: slot("lead"), guidelines: slot("guidelines") },
              )}
              parts={{
                lead: <strong>{t("Trust you can see:")}</strong>,
                guidelines: <Link to={ROUTES.communityGuidelines}>{t("community guidelines")}</Link>,
              }}
            />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "our-team",
    title: t("Our Team"),
    body: (
      <>
        <p>
          {t(
            "We are a small, independent team of engineers, designers and community moderators. Some of us met our partners online; all of us have stories about dates that went wrong. We build the product we wanted to use.",
          )}
        </p>
        <p>
          {t(
            "Our moderators are real people who review every report, and {app} is open source, so anyone can see how it works and help make it better.",
            { app: APP_NAME },
          )}
        </p>
      </>
    ),
  },
  {
    id: "our-values",
    title: t("Our Values"),
    body: (
      <ul>
        <li>
          <Lead
            lead={t("Respect.")}
            text={t("{lead} Kindness is the baseline here, and we enforce it.", { lead: slot("lead") })}
          />
        </li>
        <li>
          <Lead
            lead={t("Safety.")}
            text={t("{lead} {app} is for adults aged {age} and over, and you can report or block anyone in two taps.", {
              lead: slot("lead"),
              app: APP_NAME,
              age: MINIMUM_AGE,
            })}
          />
        </li>
        <li>
          <Lead
            lead={t("Honesty.")}
            text={t("{lead} Real photos, real intentions, and no dark patterns from us either.", {
              lead: slot("lead"),
            })}
          />
        </li>
        <li>
          <Lead
            lead={t("Privacy.")}
            text={t("{lead} Your data is yours: we never sell it, and you can download or delete it any time.", {
              lead: slot("lead"),
            })}
          />
        </li>
        <li>
          <Lead
            lead={t("Inclusion.")}
            text={t("{lead} Everyone is welcome, whoever they are and whoever they love.", { lead: slot("lead") })}
          />
        </li>
      </ul>
    ),
  },
  {
    id: "join-us",
    title: t("Join Us"),
    body: (
      <>
        <p>
          <Rich
            text={t(
              "If you are ready to meet people who get you, we would love to have you. Creating an account is free and takes a couple of minutes: {signup} and take the quiz.",
              { signup: slot("signup") },
            )}
            parts={{ signup: <Link to={ROUTES.signup}>{t("create your account")}</Link> }}
          />
        </p>
        <p>
          <Rich
            text={t("Questions, ideas or press enquiries? Write to us at {email}.", { email: slot("email") })}
            parts={{ email: <SiteMail site={site} pick={(loaded) => loaded.contactEmail} /> }}
          />
        </p>
      </>
    ),
  },
];
