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
