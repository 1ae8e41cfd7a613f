import { FullPageSpinner } from "@/components/ui/spinner";
import { useMe } from "@/features/auth/api/get-me";
import { MessagesScreen } from "@/features/messages/components/messages-screen";

/** `/messages` and `/messages/{matchId}`: the inbox, likes and one conversation. */
export function MessagesRoute() {
  // The guard has already loaded the session; this only narrows the type.
  const { data: me } = useMe();
  return me ? <MessagesScreen me={me} /> : <FullPageSpinner />;
}
