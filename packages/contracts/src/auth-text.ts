import { PASSWORD_MAX_LENGTH } from "./constants";

/** Spec 000 sections 5 and 8: the auth screen's messages, word for word. */
export const AUTH_MESSAGES = {
  passwordsDoNotMatch: "Passwords do not match.",
  passwordTooShort: "Password must be at least 8 characters long.",
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  passwordTooCommon: "This password is too common. Please choose a less guessable one.",
  emailInvalid: "Please enter a valid email address.",
  emailRequired: "Please enter your email address.",
  passwordRequired: "Please enter your password.",
  signedUp: "Account created! Please check your email for verification.",
  signedIn: "Logged in successfully!",
  invalidCredentials: "Incorrect email or password. Please try again.",
  userExists: "An account with this email already exists.",
  authFailed: "Authentication failed. Please try again.",
  loggedOut: "Logged out successfully",
  signOutFailed: "Error signing out",
  linkInvalid: "This link is invalid or has expired. Please ask for a new one.",
  linkOutside: "That link points outside Kindred.",
  passwordOnlySpaces: "Your password can't be only spaces.",
  passwordIsEmail: "Your password can't be your email address.",
} as const;

/**
 * How long a mailed reset link works. Short, because the link alone (no password) takes the account;
 * the screens say it so a member who waits knows why the link stopped working.
 */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;

/** Password reset (issue 15): 'Forgot password?' on the sign-in screen, the request form, the mailed link's screen. */
export const PASSWORD_RESET_TEXT = {
  forgotLink: "Forgot password?",
  requestTitle: "Reset your password",
  requestDescription: "Enter the email you signed up with and we'll send you a link to choose a new password.",
  requestSubmit: "Send Reset Link",
  // The same words whether or not the address has an account, so the form can't tell who is a member.
  requestSent: "If an account exists for that email, we've sent a link to reset your password.",
  requestSentHint: `The link works for ${PASSWORD_RESET_LINK_SECONDS / 60} minutes. If nothing arrives, check your spam folder or ask again.`,
  sentTitle: "Check your email",
  resetTitle: "Choose a new password",
  resetDescription:
    "Pick a password you don't use anywhere else. Every device signed in to your account will be signed out.",
  resetSubmit: "Set New Password",
  resetDone: "Your password has been reset. Sign in with your new password.",
  linkInvalidTitle: "This link no longer works",
  requestNewLink: "Request a New Link",
  backToSignIn: "Back to sign in",
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
  bannerTitle: "Please verify your email",
  bannerBody: (email: string) => `We sent a verification link to ${email}. Open it to confirm your address.`,
  resend: "Resend email",
  resent: (email: string) =>
    `We've sent a new link to ${email}. It works for ${VERIFICATION_LINK_SECONDS / 3600} hours; check your spam folder if it doesn't arrive.`,
  resendLimited: (minutes: number) =>
    `You've asked for several links already. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
  alreadyVerified: "Your email address is already verified.",
  verifiedTitle: "Email verified",
  verifiedBody: "Thanks for confirming your address.",
  deadTitle: "This link no longer works",
  expired: `This verification link has expired. Links work for ${VERIFICATION_LINK_SECONDS / 3600} hours, so ask for a new one.`,
  invalid: "This verification link is incomplete or has been changed. Ask for a new one below.",
  usedTitle: "This link has already been used",
  usedBody: "Your email address is verified, so there is nothing more to do.",
  signInToResend: "Sign in to get a new link",
  signInFirst: "Sign in and we'll send a new link to the address on your account.",
  continue: "Continue",
} as const;
