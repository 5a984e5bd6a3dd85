import type { CustomerSession } from '@chat/protocol';
import type { SessionRow } from './sessions.ts';
import { parseUserAgent } from './user-agent.ts';

/** A session as its owner sees it in the profile: what it was opened on and when, never its token or hash. */
export function presentSession(row: SessionRow, currentSessionId: string | undefined): CustomerSession {
  return {
    _id: row.id,
    ...parseUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
