import { FullPageSpinner } from "@/components/ui/spinner";
import { MessagesScreen } from "@/features/messages/components/messages-screen";
import { useMe } from "@/lib/session/get-me";

/** `/messages` and `/messages/{matchId}`: the inbox, likes and one conversation. */
export function MessagesRoute() {
  // The guard has already loaded the session; this only narrows the type.
  const { data: me } = useMe();
  return me ? <MessagesScreen me={me} /> : <FullPageSpinner />;
}
