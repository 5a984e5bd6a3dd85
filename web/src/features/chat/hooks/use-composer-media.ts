import type { Provider, StoredFile } from '@chat/protocol';
import { toast } from '@/lib/toast';
import { i18n } from '@/lib/i18n';
import {
  findModel,
  hasImage,
  imageReaderFor,
  makesImages,
  mediaFor,
  readsImages,
  speaks,
  type SendMedia,
} from '../lib/send-media';
import { uploadedFiles, useAttachmentStore } from '../stores/attachment-store';

export interface ComposerMediaOptions {
  providers: Provider[];
  provider: string | undefined;
  model: string | undefined;
  imageMode: boolean;
}

export interface PreparedSend {
  input: string;
  files: StoredFile[];
  media: SendMedia;
}

/**
 * The composer's attachments and media switches as the chat screen needs them: what may be
 * sent, why not, and the payload's `files` and `media` (§3) for a send.
 */
export function useComposerMedia({ providers, provider, model, imageMode }: ComposerMediaOptions) {
  const items = useAttachmentStore((state) => state.items);
  const spokenAnswer = useAttachmentStore((state) => state.spokenAnswer);
  const current = findModel(providers, provider, model);
  const uploaded = uploadedFiles(items);
  const uploading = items.some((item) => item.status === 'uploading');
  const failed = items.some((item) => item.status === 'error');
  const imageOutput = makesImages(current);
  const wantsImage = imageMode && imageOutput;
  const needsVision = hasImage(items) && Boolean(current) && !readsImages(current);
  const suggestion = needsVision ? imageReaderFor(providers, provider) : undefined;

  /** The payload parts for a send of `text` with `files` (the composer's, or a resent message's); undefined when refused. */
  const prepare = (text: string, files: StoredFile[] = uploaded): PreparedSend | undefined => {
    if (hasImage(files) && !readsImages(current)) {
      toast.error(i18n.t('toasts.errorTitle'), { description: visionRefusal(current?.name, suggestion?.name) });
      return undefined;
    }
    const input = text || (files.length ? i18n.t('attachments.defaultPrompt') : '');
    return { input, files, media: mediaFor(files, wantsImage, spokenAnswer && speaks(current)) };
  };

  return {
    items,
    hasFiles: uploaded.length > 0,
    /** Uploads still running or failed chips keep the send button off. */
    ready: !uploading && !failed,
    failed,
    imageOutput,
    audioOutput: speaks(current),
    /** Image mode needs a description: text is required then. */
    textRequired: wantsImage || uploaded.length === 0,
    needsVision,
    suggestion,
    prepare,
    clear: () => useAttachmentStore.getState().clear(),
  };
}

/** "GPT-4o mini cannot read images. Choose GPT-4o, which can." */
export function visionRefusal(model: string | undefined, suggested: string | undefined): string {
  const cannot = i18n.t('media.noVision', { model: model ?? '' });
  return suggested ? `${cannot} ${i18n.t('media.suggestModel', { model: suggested })}` : cannot;
}
