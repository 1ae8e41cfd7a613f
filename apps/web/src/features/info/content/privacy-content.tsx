import { APP_NAME, ROUTES, type SiteInfo } from "@kindred/contracts";
import { Link } from "react-router";
import type { InfoSection } from "../components/info-layout";
import { SiteMail, SitePostalAddress, SiteValue } from "../components/site-value";

const privacyMail = (site: SiteInfo) => site.privacyEmail;

export const privacyIntro = (site?: SiteInfo) => (
  <p>
    Dating is personal, and so is the information you share to do it. This policy explains what{" "}
    <SiteValue site={site} pick={(loaded) => loaded.operatorName} width="6rem" /> collects when you use {APP_NAME}, why,
    who sees it, and the choices you have.
  </p>
);

/** Spec 001, Privacy Policy: seven sections, in this order. */
export const privacySections = (site?: SiteInfo): InfoSection[] => [
  {
    id: "information-we-collect",
    title: "Information We Collect",
    body: (
      <>
        <p>We collect what you give us and a little about how you use the service:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, date of birth and gender.
          </li>
          <li>
            <strong>Your profile:</strong> your location, the profile details you fill in, your photos and your
            interests.
          </li>
          <li>
            <strong>Personality results:</strong> your MBTI type and your match-style quiz answers.
          </li>
          <li>
            <strong>Messages and feedback:</strong> the messages you exchange with matches, and the reviews, reports and
            feedback you send.
          </li>
          <li>
            <strong>Usage and device:</strong> when and how you use the service, and technical details such as your
            browser, device type and IP address.
          </li>
          <li>
            <strong>Selfie verification, if you choose it:</strong> a few selfies from your camera, compared on{" "}
            {APP_NAME}&apos;s own server with your photos. The selfies are deleted as soon as the check is done and the
            measurements of your face are never stored or sent anywhere; we keep the result, its date and its scores.
            Every photo you upload is also given a fingerprint (a short code computed from the picture), so copies of
            another member&apos;s photos can be held for a moderator.
          </li>
          <li>
            <strong>Precise location, if you allow it:</strong> only when you tap the location button and your browser
            asks you first. You can use {APP_NAME} without it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How We Use Your Information",
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and run your account, and show your profile to other members;</li>
          <li>suggest compatible matches from your personality, preferences and distance;</li>
          <li>deliver your messages and tell you about new matches and messages;</li>
          <li>keep the community safe: detect fake accounts, review reports and enforce our rules;</li>
          <li>understand what works, fix problems and improve the service.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use your messages for advertising.</p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "How We Share Your Information",
    body: (
      <>
        <ul>
          <li>
            <strong>With other members:</strong> your profile, photos you make public and your messages are seen by the
            members you interact with. Private photos are shown only to your matches.
          </li>
          <li>
            <strong>With service providers:</strong> companies that host our servers or send our e-mails, under
            contracts that let them use your data only on our behalf.
          </li>
          <li>
            <strong>For legal reasons:</strong> when the law, a court order or another legal process requires it, or to
            protect someone from serious harm.
          </li>
          <li>
            <strong>In a business transfer:</strong> if {APP_NAME} is merged, sold or reorganised, your information may
            pass to the new operator, who must keep this policy&apos;s promises.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "your-choices",
    title: "Your Choices",
    body: (
      <>
        <p>
          You can see and edit your profile, photos and notification preferences at any time in{" "}
          <Link to={ROUTES.settings}>Settings</Link>, hide your profile from discovery, and download a copy of your
          data.
        </p>
        <p>
          To have your account and its data deleted, you can delete it in Settings or contact us at{" "}
          <SiteMail site={site} pick={privacyMail} /> and we will do it for you. Depending on where you live, you may
          also have the right to object to or restrict how we use your data, and to complain to your data protection
          authority.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <>
        <p>
          We protect your information with encrypted connections, hashed passwords, optional two-step verification and
          passkeys, and access limited to the people who need it to run the service.
        </p>
        <p>
          No system is perfectly secure. If we ever learn of a breach that affects your information, we will tell you
          and the authorities as the law requires.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    body: (
      <p>
        We may update this policy when the service or the law changes. The date at the top tells you when it last
        changed; if a change is significant, we will let you know in the app or by e-mail before it applies.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact Us",
    body: (
      <>
        <p>Questions about your privacy, or a request about your data? Write to us.</p>
        <p>
          <strong>By e-mail:</strong> <SiteMail site={site} pick={privacyMail} />
        </p>
        <SitePostalAddress site={site} />
      </>
    ),
  },
];
