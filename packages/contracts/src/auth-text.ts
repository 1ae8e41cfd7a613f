import { PASSWORD_MAX_LENGTH } from "./constants";
import { msg } from "./i18n/msg";

/** Spec 000 sections 5 and 8: the auth screen's messages, word for word. */
export const AUTH_MESSAGES = {
  passwordsDoNotMatch: msg("Passwords do not match."),
  passwordTooShort: msg("Password must be at least 8 characters long."),
  passwordTooLong: msg("Password must be at most {max} characters long.", { max: PASSWORD_MAX_LENGTH }),
  passwordTooCommon: msg("This password is too common. Please choose a less guessable one."),
  emailInvalid: msg("Please enter a valid email address."),
  emailRequired: msg("Please enter your email address."),
  passwordRequired: msg("Please enter your password."),
  signedUp: msg("Account created! Please check your email for verification."),
  signedIn: msg("Logged in successfully!"),
  invalidCredentials: msg("Incorrect email or password. Please try again."),
  userExists: msg("An account with this email already exists."),
  authFailed: msg("Authentication failed. Please try again."),
  loggedOut: msg("Logged out successfully"),
  signOutFailed: msg("Error signing out"),
  linkInvalid: msg("This link is invalid or has expired. Please ask for a new one."),
  linkOutside: msg("That link points outside Kindred."),
  passwordOnlySpaces: msg("Your password can't be only spaces."),
  passwordIsEmail: msg("Your password can't be your email address."),
} as const;

/**
 * How long a mailed reset link works. Short, because the link alone (no password) takes the account;
 * the screens say it so a member who waits knows why the link stopped working.
 */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;

/** Password reset (issue 15): 'Forgot password?' on the sign-in screen, the request form, the mailed link's screen. */
export const PASSWORD_RESET_TEXT = {
  forgotLink: msg("Forgot password?"),
  requestTitle: msg("Reset your password"),
  requestDescription: msg("Enter the email you signed up with and we'll send you a link to choose a new password."),
  requestSubmit: msg("Send Reset Link"),
  // The same words whether or not the address has an account, so the form can't tell who is a member.
  requestSent: msg("If an account exists for that email, we've sent a link to reset your password."),
  requestSentHint: msg(
    "The link works for {minutes} minutes. If nothing arrives, check your spam folder or ask again.",
    {
      minutes: PASSWORD_RESET_LINK_SECONDS / 60,
    },
  ),
  sentTitle: msg("Check your email"),
  resetTitle: msg("Choose a new password"),
  resetDescription: msg(
    "Pick a password you don't use anywhere else. Every device signed in to your account will be signed out.",
  ),
  resetSubmit: msg("Set New Password"),
  resetDone: msg("Your password has been reset. Sign in with your new password."),
  linkInvalidTitle: msg("This link no longer works"),
  requestNewLink: msg("Request a New Link"),
  backToSignIn: msg("Back to sign in"),
} as const;

/** How long a mailed verification link works. */
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;

/**
 * How often a member may have the verification mail sent again. Each mail goes to their own address,
 * but an unlimited button would let a script (or an impatient thumb) flood that inbox.
 */
export const VERIFICATION_RESEND_LIMIT = { max: 3, windowSeconds: 60 * 60 } as const;

/** What the verification link turned out to be, when it could not verify: `/verify-email?link=`. */
export const VERIFY_LINK_STATES = ["used", "expired", "invalid"] as const;
export type VerifyLinkState = (typeof VERIFY_LINK_STATES)[number];
/** The query parameters the verification link's landing carries: `/quiz?verified=1`, `/verify-email?link=`. */
export const VERIFY_EMAIL_PARAMS = { verified: "verified", link: "link" } as const;

/** Issue 28: the verify-your-email banner, its resend button and the pages the mailed link lands on. */
export const VERIFY_EMAIL_TEXT = {
  bannerTitle: msg("Please verify your email"),
  bannerBody: msg("We sent a verification link to {email}. Open it to confirm your address."),
  resend: msg("Resend email"),
  resent: msg(
    "We've sent a new link to {email}. It works for {hours} hours; check your spam folder if it doesn't arrive.",
    { hours: VERIFICATION_LINK_SECONDS / 3600 },
  ),
  resendLimited: msg(
    "You've asked for several links already. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.",
  ),
  alreadyVerified: msg("Your email address is already verified."),
  verifiedTitle: msg("Email verified"),
  verifiedBody: msg("Thanks for confirming your address."),
  deadTitle: msg("This link no longer works"),
  expired: msg("This verification link has expired. Links work for {hours} hours, so ask for a new one.", {
    hours: VERIFICATION_LINK_SECONDS / 3600,
  }),
  invalid: msg("This verification link is incomplete or has been changed. Ask for a new one below."),
  usedTitle: msg("This link has already been used"),
  usedBody: msg("Your email address is verified, so there is nothing more to do."),
  signInToResend: msg("Sign in to get a new link"),
  signInFirst: msg("Sign in and we'll send a new link to the address on your account."),
  continue: msg("Continue"),
} as const;
