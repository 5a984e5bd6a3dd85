import { isObjectId } from '@chat/protocol';
import { useChatStore } from '../stores/chat-store';

/**
 * Whether the conversation of the address cannot be shown: deleted (here or elsewhere), unknown to
 * the server (never made, or another customer's), or an address no conversation has.
 */
export const useGoneConversation = (scope: string) =>
  useChatStore((state) => state.gone.has(scope) || (scope !== 'new' && scope !== 'general' && !isObjectId(scope)));
