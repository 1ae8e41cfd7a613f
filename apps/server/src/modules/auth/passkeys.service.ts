import { getAuthenticatorName } from "@better-auth/passkey";
import { PasskeyNameFormSchema, deviceLabel, type Passkey, type PasskeyList, msg } from "@kindred/contracts";
import { z } from "zod";
import { AppError } from "../../errors";
import type { Logger } from "../../lib/logger";
import { describeDevice } from "./device";
import type { PasskeysRepository } from "./passkeys.repository";

const PasskeyIdSchema = z.uuid();
const notFound = () => new AppError("NOT_FOUND", msg("That passkey has already been removed."));

type Row = Awaited<ReturnType<PasskeysRepository["ofMember"]>>[number];
const toPasskey = (row: Row): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt?.toISOString() ?? null,
  provider: getAuthenticatorName(row.aaguid ?? undefined) ?? null,
  backedUp: row.backedUp,
});

/**
 * Settings > Security's passkeys. Registering and signing in are better-auth's ceremonies (through
 * auth.routes); listing, renaming and removing are ours, so another member's passkey id is simply
 * not found (the plugin answers 401 for it, which the app would read as "signed out").
 */
export function createPasskeysService(deps: { repo: PasskeysRepository; log: Logger }) {
  const { repo, log } = deps;
  const ownId = (id: string) => {
    if (!PasskeyIdSchema.safeParse(id).success) throw notFound();
    return id;
  };
  return {
    async list(userId: string, userAgent: string | undefined): Promise<PasskeyList> {
      const rows = await repo.ofMember(userId);
      const device = describeDevice(userAgent);
      return { passkeys: rows.map(toPasskey), suggestedName: deviceLabel(device), suggestedDevice: device };
    },
    async rename(userId: string, id: string, input: unknown): Promise<Passkey> {
      const { name } = PasskeyNameFormSchema.parse(input);
      const row = await repo.rename(userId, ownId(id), name);
      if (!row) throw notFound();
      return toPasskey(row);
    },
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, ownId(id)))) throw notFound();
      log.info("passkey removed", { userId, passkeyId: id });
    },
  };
}
export type PasskeysService = ReturnType<typeof createPasskeysService>;
