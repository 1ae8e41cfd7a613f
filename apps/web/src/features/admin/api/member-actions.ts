import {
  AccountStateSchema,
  type AccountState,
  type BanInput,
  type DeleteMemberInput,
  type SuspendInput,
  type WarnInput,
} from "@kindred/contracts";
import { apiFetch } from "@/lib/api-client";
import { useAdminMutation } from "./use-admin-mutation";

const memberPath = (userId: string, action = "") =>
  `/api/admin/members/${encodeURIComponent(userId)}${action ? `/${action}` : ""}`;

/** `POST /api/admin/members/:id/ban`: for good; the member's sessions end at once. */
export async function banMember({ userId, ...input }: BanInput & { userId: string }): Promise<AccountState> {
  return apiFetch(memberPath(userId, "ban"), { method: "POST", body: input, schema: AccountStateSchema });
}

/** `POST /api/admin/members/:id/suspend`: banned until now + days, then it lifts by itself. */
export async function suspendMember({ userId, ...input }: SuspendInput & { userId: string }): Promise<AccountState> {
  return apiFetch(memberPath(userId, "suspend"), { method: "POST", body: input, schema: AccountStateSchema });
}

/** `POST /api/admin/members/:id/reinstate`: lifts a ban or a suspension. */
export async function reinstateMember({ userId }: { userId: string }): Promise<AccountState> {
  return apiFetch(memberPath(userId, "reinstate"), { method: "POST", body: {}, schema: AccountStateSchema });
}

/** `POST /api/admin/members/:id/warn`: a notice the member must acknowledge on their next visit. */
export async function warnMember({ userId, ...input }: WarnInput & { userId: string }): Promise<void> {
  await apiFetch(memberPath(userId, "warn"), { method: "POST", body: input });
}

/** `DELETE /api/admin/members/:id`: the account, profile, photos and files go. */
export async function deleteMember({ userId, ...input }: DeleteMemberInput & { userId: string }): Promise<void> {
  await apiFetch(memberPath(userId), { method: "DELETE", body: input });
}

export const useBanMember = () => useAdminMutation(banMember);
export const useSuspendMember = () => useAdminMutation(suspendMember);
export const useReinstateMember = () => useAdminMutation(reinstateMember);
export const useWarnMember = () => useAdminMutation(warnMember);
export const useDeleteMember = () => useAdminMutation(deleteMember);
