import type { Conversation } from '@chat/protocol';
import { useQuery } from '@tanstack/react-query';
import { useConversationList } from '../api/get-conversations';
import { openedConversationQuery } from '../api/get-conversation';

/** The conversation a tab shows, from the list, or archived and opened all the same (issue 21). */
export function useShownConversation(id: string): Conversation | undefined {
  const listed = useConversationList().conversations.find((conversation) => conversation._id === id);
  const opened = useQuery(openedConversationQuery(id)).data;
  return listed ?? opened;
}
