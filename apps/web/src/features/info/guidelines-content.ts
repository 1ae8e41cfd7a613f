import { msg, type GuidelineId } from "@kindred/contracts";

/**
 * The body of each community guideline (spec 001, nine sections). Titles and ids come from the
 * contracts, because every moderation statement cites a rule by them and links to its section here.
 * Each paragraph is a message, shown with `t()`.
 */
export const GUIDELINE_BODIES: Record<GuidelineId, string[]> = {
  "be-authentic": [
    msg("Use your real first name, your real age and current photos that clearly show your face."),
    msg("Misrepresenting who you are, or using another person's photos, leads to termination of your account."),
  ],
  "be-respectful": [
    msg("Treat everyone you meet here the way you would like to be treated: with kindness and honesty."),
    msg("A 'no', a slow reply or an unmatch is an answer. Accept it gracefully."),
  ],
  "no-harassment-or-hate": [
    msg(
      "Do not threaten, bully, stalk or intimidate anyone, and do not keep contacting someone who has asked you to stop.",
    ),
    msg(
      "Hate speech or attacks on anyone for their race, ethnicity, religion, gender, sexual orientation, disability or age are not allowed.",
    ),
  ],
  "no-inappropriate-content": [
    msg(
      "No nudity, sexually explicit or violent content in photos, your profile or messages, and nothing sent to someone who did not ask for it.",
    ),
    msg("Photos must be of you; no children on their own, no weapons, no illegal activity."),
  ],
  "protect-privacy": [
    msg(
      "Do not share anyone's personal information (address, phone number, workplace, private photos) without their consent.",
    ),
    msg(
      "Never send money, gift cards or financial details to someone you met here, whatever the story. Report anyone who asks.",
    ),
  ],
  "no-spam-or-solicitation": [
    msg(
      "Kindred is for meeting people, not for advertising, selling, recruiting or promoting other services or accounts.",
    ),
    msg("Automated accounts, bulk messages and links to paid content are removed."),
  ],
  "report-concerns": [
    msg(
      "If someone makes you uncomfortable, breaks these rules or seems underage, report them from their profile, a photo or your conversation. Reports are confidential.",
    ),
    msg("Our moderators review every report, and you can block anyone at any time."),
  ],
  "safety-tips": [
    msg("Meet in a public place, tell a friend where you are going, and arrange your own transport."),
    msg("Take your time getting to know someone, and leave if anything feels wrong."),
  ],
  consequences: [
    msg(
      "Depending on what happened, we may remove content, warn you, suspend your account for a time, or terminate it permanently; where the law requires, we report to the authorities.",
    ),
    msg("Every decision that affects you comes with its reasons and the rule it enforces, and you can appeal it once."),
  ],
};
