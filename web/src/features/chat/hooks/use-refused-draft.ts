import { useEffect } from 'react';
import { i18n } from '@/lib/i18n';
import { useAttachmentStore } from '../stores/attachment-store';
import { useChatStore } from '../stores/chat-store';

/**
 * A message the plan refused (§4 no-subscription) goes back into the composer, as ChatGPT and
 * Claude keep what was typed: its text before anything typed since, its attachments as chips. Image
 * mode is the app's setting and stays on, so an image prompt is ready to send again as it was.
 */
export function useRefusedDraft(setDraft: (update: (draft: string) => string) => void): void {
  const draft = useChatStore((state) => state.refused?.draft);

  useEffect(() => {
    if (!draft) return;
    useChatStore.setState((state) => ({ refused: state.refused && { ...state.refused, draft: undefined } }));
    // A message of attachments alone went with the default prompt: the composer gets no text then.
    const text = draft.files.length && draft.text === i18n.t('attachments.defaultPrompt') ? '' : draft.text;
    if (text) setDraft((now) => (now.trim() ? `${text}\n${now}` : text));
    useAttachmentStore.getState().restore(draft.files);
  }, [draft, setDraft]);
}
