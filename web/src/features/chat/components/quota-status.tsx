import type { Quota } from '@chat/protocol';
import { useEffect, useRef } from 'react';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { refreshQuota, useQuota } from '../api/get-quota';
import { useChatStore } from '../stores/chat-store';

/** Counts show from this many messages left: quiet while the day is young, in time to plan when it is not. */
const SHOW_FROM_LEFT = 5;
/** The share of a model's free allowance used from which its end is announced (the server's upgrade notice is at 80 % too). */
const MODEL_LOW_AT = 0.8;

export interface QuotaStatusProps {
  enabled: boolean;
  provider: string | undefined;
  model: string | undefined;
  /** The chosen model's name, for its allowance. */
  modelName: string | undefined;
}

/**
 * A quiet line under the composer (issue 18): "3 free messages left today", or that the chosen
 * model's free allowance is nearly or wholly used while the other models remain. Read again
 * whenever an answer ends or a message is refused.
 */
export function QuotaStatus({ enabled, provider, model, modelName }: QuotaStatusProps) {
  const { t } = useTranslation();
  const quota = useQuota(enabled, provider, model).data;
  const streamingId = useChatStore((state) => state.streamingId);
  const wasStreaming = useRef(false);

  useEffect(() => {
    if (wasStreaming.current && streamingId === undefined) refreshQuota();
    wasStreaming.current = streamingId !== undefined;
  }, [streamingId]);

  const text = quota ? quotaText(quota, modelName ?? t('quota.thisModel'), t) : undefined;
  return (
    <p role="status" data-testid="quota-status" className="mt-1 min-h-4 text-center text-xs text-text-muted empty:hidden">
      {text}
    </p>
  );
}

/** The most pressing of what is left: the day's messages before one model's allowance, a limit reached before a count. */
function quotaText(quota: Quota, modelName: string, t: TFunction): string | undefined {
  const { messagesLeft, model } = quota;
  const free = quota.plan === 'free';
  if (messagesLeft === 0) return t('quota.noneLeft');
  const tokens = model && model.tokensPerDay !== null ? { per: model.tokensPerDay, left: model.tokensLeft ?? 0 } : undefined;
  if (tokens && tokens.left === 0) return t('quota.modelOut', { model: modelName });
  if (messagesLeft !== null && messagesLeft <= SHOW_FROM_LEFT)
    return t(free ? 'quota.freeLeft' : 'quota.left', { count: messagesLeft });
  if (tokens && tokens.per - tokens.left >= tokens.per * MODEL_LOW_AT) return t('quota.modelLow', { model: modelName });
  return undefined;
}
