import { isImageType } from '@chat/protocol';
import { AppError } from '../../../lib/errors.ts';
import type { LoadedFile } from '../../files/service.ts';
import { extractPdfText, type PdfText } from '../../../ai/media/pdf-text.ts';
import type { RegisteredModel, TurnAttachment } from '../../../ai/types.ts';

/** Share of the model's context window that documents given as text may take. */
const DOCUMENT_SHARE = 0.35;

/** The user's message as the model gets it: the text with documents inlined, and the files it reads itself. */
export interface PreparedInput {
  content: string;
  attachments: TurnAttachment[];
}

const refuse = (message: string) => new AppError(422, 'validation_failed', message);

const PDF_REFUSALS: Record<Exclude<PdfText, { ok: true }>['reason'], (name: string) => string> = {
  unreadable: (name) => `The PDF "${name}" could not be read: it is damaged or not really a PDF.`,
  'too-many-pages': (name) => `The PDF "${name}" has too many pages to read. Send a shorter document.`,
  'too-slow': (name) => `The PDF "${name}" is too complex to read. Send a simpler or shorter document.`,
  'no-text': (name) =>
    `The PDF "${name}" contains no text (it looks like a scan). Send it as images or choose a model that reads PDFs.`,
};

/**
 * Checks the files against what the model reads and prepares them: images as image parts (vision
 * models only), PDFs as file parts for models that read PDFs, otherwise as their text with the page
 * count noted, text files inlined; documents given as text share a part of the context budget.
 * `alternative` names a model that reads images, for the refusal.
 */
export async function prepareInput(
  input: string,
  files: LoadedFile[],
  model: RegisteredModel,
  alternative?: RegisteredModel,
): Promise<PreparedInput> {
  const reads = (kind: string) => model.capabilities.input.includes(kind);
  if (files.some((file) => isImageType(file.type)) && !reads('image'))
    throw refuse(
      `${model.name} cannot read images. ${alternative ? `Choose a model that can, such as ${alternative.name}.` : 'Choose a model that reads images.'}`,
    );
  let budget = Math.floor(model.contextTokens * DOCUMENT_SHARE * 4);
  const attachments: TurnAttachment[] = [];
  const documents: string[] = [];
  const inline = (heading: string, text: string) => {
    const kept = text.slice(0, Math.max(0, budget));
    budget -= kept.length;
    const cut = kept.length < text.length ? '\n[… the rest was cut to fit the model’s context]' : '';
    documents.push(`${heading}\n${kept}${cut}`);
  };
  for (const file of files) {
    const data = new Uint8Array(file.bytes);
    if (isImageType(file.type)) attachments.push({ kind: 'image', name: file.name, mediaType: file.type, data });
    else if (file.type === 'application/pdf') {
      const pdf = await extractPdfText(file.bytes);
      if (!pdf.ok && !(pdf.reason === 'no-text' && reads('pdf'))) throw refuse(PDF_REFUSALS[pdf.reason](file.name));
      if (reads('pdf')) attachments.push({ kind: 'pdf', name: file.name, mediaType: file.type, data });
      else if (pdf.ok)
        inline(`[Attached file "${file.name}" (PDF, ${pdf.pages} page${pdf.pages === 1 ? '' : 's'}), its text:]`, pdf.text);
    } else inline(`[Attached file "${file.name}":]`, file.bytes.toString('utf8'));
  }
  const content = documents.length ? `${input}\n\n${documents.join('\n\n')}` : input;
  return { content, attachments };
}
