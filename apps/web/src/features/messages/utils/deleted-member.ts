import { MESSAGE_TEXT, type Conversation } from "@kindred/contracts";
import { t } from "@/lib/i18n/i18n";
import { fullName, initialsOf } from "@/lib/profile-format";

type Other = Conversation["other"];

/** The other member deleted their account: the conversation stays, read-only, with nothing of theirs. */
export const isDeletedMember = (other: Other) => other.id === null;

/** The avatar's letters: the member's initials, or a neutral mark for a deleted member (not "DM"). */
export const avatarFallbackOf = (other: Other) => (isDeletedMember(other) ? "?" : initialsOf(other));

/** The name shown: the member's full name, or 'Deleted member' in the language in use. */
export const displayNameOf = (other: Other) =>
  isDeletedMember(other) ? t(MESSAGE_TEXT.deletedMember) : fullName(other);
