import type { Conversation } from "@kindred/contracts";
import { initialsOf } from "@/lib/profile-format";

type Other = Conversation["other"];

/** The other member deleted their account: the conversation stays, read-only, with nothing of theirs. */
export const isDeletedMember = (other: Other) => other.id === null;

/** The avatar's letters: the member's initials, or a neutral mark for a deleted member (not "DM"). */
export const avatarFallbackOf = (other: Other) => (isDeletedMember(other) ? "?" : initialsOf(other));
