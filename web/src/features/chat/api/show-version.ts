import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';
import { reloadBranch } from './reload-branch';

/** PUT /conversations/chats/:id/current (issue 21): shows this version of its exchange. */
export const showChatVersion = (id: string) => api.call(routes.showChatVersion, { params: { id } });

/** Shows the version `id` and then the branch that follows it, loaded through that version. */
export async function switchVersion(scope: string, id: string): Promise<void> {
  await showChatVersion(id);
  await reloadBranch(scope, id);
}
