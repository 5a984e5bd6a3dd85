import type { Model } from '@chat/protocol';

/** A file given to the model with a message: an image, or a PDF for models that read PDFs natively. */
export interface TurnAttachment {
  kind: 'image' | 'pdf';
  name: string;
  mediaType: string;
  data: Uint8Array;
}

export interface TurnMessage {
  role: 'user' | 'assistant';
  content: string;
  attachments?: TurnAttachment[];
}

export interface TokenUsage {
  prompt: number;
  completion: number;
  total: number;
}

export interface StreamRequest {
  system?: string;
  messages: TurnMessage[];
  signal: AbortSignal;
  /** What the call is for; only the offline demo changes its behaviour on it. */
  purpose?: 'answer' | 'title';
  /** Called with each piece of text as the model produces it. */
  onText: (text: string) => void;
}

/** One model behind any provider: streams text, resolves with the usage, throws on failure. */
export interface ModelRunner {
  stream(request: StreamRequest): Promise<{ usage: TokenUsage }>;
}

/** A provider's media models (images out, speech in and out); absent ones are not configured. */
export interface ProviderMedia {
  /** `note` is text shown with the image (the demo says its image is a placeholder). */
  generateImage?: (prompt: string, signal: AbortSignal) => Promise<{ bytes: Buffer; type: string; note?: string }>;
  transcribe?: (audio: Buffer, signal: AbortSignal) => Promise<string>;
  speak?: (text: string, signal: AbortSignal) => Promise<{ bytes: Buffer; type: string }>;
}

/** A model of the registry: what the API shows (§3) plus what the pipeline needs. */
export interface RegisteredModel extends Model {
  /** Context window in tokens; the history sent to the model stays within part of it. */
  contextTokens: number;
  runner: ModelRunner;
  /** The media models of the model's provider. */
  media: ProviderMedia;
}

export interface RegisteredProvider {
  _id: string;
  name: string;
  models: RegisteredModel[];
  media: ProviderMedia;
}

/** Rough token estimate (≈ 4 characters per token), good enough for a context budget. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);
