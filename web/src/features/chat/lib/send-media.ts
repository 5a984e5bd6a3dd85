import { isImageType, type Model, type Provider, type SendPayload, type StoredFile } from '@chat/protocol';
import { isPdf } from './file-types';

export type SendMedia = NonNullable<SendPayload['media']>;

/** The media object of the send payload (§3): pdf when a PDF goes along, an image in image mode, speech on request. */
export function mediaFor(files: StoredFile[], imageMode: boolean, spokenAnswer: boolean): SendMedia {
  return {
    pdf: files.some(isPdf),
    image: imageMode ? { wants: true, type: 'png' } : { wants: false },
    audio: spokenAnswer,
    clear: true,
  };
}

export const findModel = (providers: Provider[], provider: string | undefined, model: string | undefined): Model | undefined =>
  providers.find((p) => p._id === provider)?.models.find((m) => m._id === model);

export const readsImages = (model: Model | undefined) => Boolean(model?.capabilities.input.includes('image'));
export const makesImages = (model: Model | undefined) => Boolean(model?.capabilities.output.includes('image'));
export const speaks = (model: Model | undefined) => Boolean(model?.capabilities.output.includes('audio'));

/** A model that reads images, preferring one of the same provider, to suggest when the chosen one cannot. */
export function imageReaderFor(providers: Provider[], provider: string | undefined): Model | undefined {
  const same = providers.find((p) => p._id === provider)?.models.find(readsImages);
  return same ?? providers.flatMap((p) => p.models).find(readsImages);
}

/** Whether any of the files is an image the model would have to read. */
export const hasImage = (files: { type: string }[]) => files.some((file) => isImageType(file.type));
