/**
 * Where a code was sent, kept in sessionStorage so the verify screen survives a reload and the
 * identifier never goes into the URL.
 */
export type CodeFlow = 'login' | 'reset' | 'verify-identifier';

export interface PendingCode {
  identifier: string;
  flow: CodeFlow;
  channel: 'mail' | 'sms';
  /** When a new code may be asked for (ms since the epoch). */
  resendAt: number;
}

const KEY = 'chat-assistant.pending-code';

export function savePendingCode(pending: PendingCode): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch (error) {
    console.warn('Could not remember where the code was sent.', error);
  }
}

export function readPendingCode(flow: CodeFlow): PendingCode | undefined {
  try {
    const pending = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingCode | null;
    return pending?.flow === flow ? pending : undefined;
  } catch {
    return undefined;
  }
}

export function clearPendingCode(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}
