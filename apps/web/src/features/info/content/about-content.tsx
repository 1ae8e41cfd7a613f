import { APP_NAME, MINIMUM_AGE, ROUTES, type SiteInfo } from "@kindred/contracts";
import { Link } from "react-router";
import type { InfoSection } from "../components/info-layout";
import { SiteMail } from "../components/site-value";

/** Spec 001: the product was founded in 2025. */
const FOUNDED = 2025;

export const aboutIntro = (
  <p>
    {APP_NAME} is a dating community for adults who would rather have one good conversation than a hundred empty swipes.
    We match people by personality, communication style and values.
  </p>
);

/** Spec 001, About page: story, approach, team, values, and an invitation to join. */
export const aboutSections = (site?: SiteInfo): InfoSection[] => [
  {
    id: "our-story",
    title: "Our Story",
    body: (
      <>
        <p>
          {APP_NAME} was founded in {FOUNDED} by a small group of friends who were tired of dating apps that felt like
          slot machines: endless swiping, matches that went nowhere, and conversations that ended after &quot;hey&quot;.
        </p>
        <p>
          We kept noticing that the couples we knew who lasted were not the ones with the most in common on paper. They
          were the ones who talked the same way, wanted the same things and made each other feel understood. So we set
          out to build a place that starts there.
        </p>
      </>
    ),
  },
  {
    id: "our-approach",
    title: "Our Approach",
    body: (
      <>
        <p>
          Everyone starts with a seven-question quiz that reveals their match style, and can add their MBTI type, love
          language and what they are looking for. We use all of it to put the most compatible people first.
        </p>
        <ul>
          <li>
            <strong>Compatibility over looks alone:</strong> every suggestion comes with the reasons you might click.
          </li>
          <li>
            <strong>Quality conversation over swiping:</strong> fewer, better matches, and a chat built for getting to
            know someone.
          </li>
          <li>
            <strong>Trust you can see:</strong> clear <Link to={ROUTES.communityGuidelines}>community guidelines</Link>,
            anonymous trust reviews, and moderators who explain every decision.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "our-team",
    title: "Our Team",
    body: (
      <>
        <p>
          We are a small, independent team of engineers, designers and community moderators. Some of us met our partners
          online; all of us have stories about dates that went wrong. We build the product we wanted to use.
        </p>
        <p>
          Our moderators are real people who review every report, and {APP_NAME} is open source, so anyone can see how
          it works and help make it better.
        </p>
      </>
    ),
  },
  {
    id: "our-values",
    title: "Our Values",
    body: (
      <ul>
        <li>
          <strong>Respect.</strong> Kindness is the baseline here, and we enforce it.
        </li>
        <li>
          <strong>Safety.</strong> {APP_NAME} is for adults aged {MINIMUM_AGE} and over, and you can report or block
          anyone in two taps.
        </li>
        <li>
          <strong>Honesty.</strong> Real photos, real intentions, and no dark patterns from us either.
        </li>
        <li>
          <strong>Privacy.</strong> Your data is yours: we never sell it, and you can download or delete it any time.
        </li>
        <li>
          <strong>Inclusion.</strong> Everyone is welcome, whoever they are and whoever they love.
        </li>
      </ul>
    ),
  },
  {
    id: "join-us",
    title: "Join Us",
    body: (
      <>
        <p>
          If you are ready to meet people who get you, we would love to have you. Creating an account is free and takes
          a couple of minutes: <Link to={ROUTES.signup}>create your account</Link> and take the quiz.
        </p>
        <p>
          Questions, ideas or press enquiries? Write to us at{" "}
          <SiteMail site={site} pick={(loaded) => loaded.contactEmail} />.
        </p>
      </>
    ),
  },
];
