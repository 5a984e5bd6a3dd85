import type { Model, ProviderListResponse, StoredFile } from '@chat/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestRouter } from '@/test/router';
import { toApiError } from '@/lib/api-client';
import { providersQuery } from '../api/get-providers';
import { useAttachmentStore } from '../stores/attachment-store';
import { useChatStore } from '../stores/chat-store';
import { useModelStore } from '../stores/model-store';
import { ChatScreen } from './chat-screen';

const toast = vi.hoisted(() => ({ error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));
const emitted = vi.hoisted(() => [] as { event: string; body: Record<string, unknown> }[]);
vi.mock('@/lib/socket', () => ({
  emitEvent: (event: string, body: Record<string, unknown>) => {
    emitted.push({ event, body });
    return Promise.resolve({ ok: true });
  },
  isRealtimeConnected: () => true,
  whenConnected: () => Promise.resolve(),
}));
vi.mock('../api/get-chats', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getChats: () => Promise.resolve({ chats: [], count: 0, limit: 20, skip: 0 }),
}));
vi.mock('../api/save-preferred-model', () => ({ savePreferredModel: () => Promise.resolve({ model: '' }) }));
/** The server stores each upload at once, or refuses it with `refusal.next`. */
const refusal = vi.hoisted(() => ({ next: undefined as Error | undefined }));
vi.mock('../api/upload-file', () => ({
  uploadFile: (file: File): Promise<StoredFile> =>
    refusal.next
      ? Promise.reject(refusal.next)
      : Promise.resolve({
          _id: 'f'.repeat(24),
          name: file.name,
          type: file.type,
          size: file.size,
          url: `/api/files/${'f'.repeat(24)}`,
        }),
}));

const model = (id: string, input: string[], output = ['text'], isDefault = false): Model => ({
  _id: id,
  name: id.toUpperCase(),
  provider: 'p',
  maxFreeChat: 10,
  isDefault,
  capabilities: { input, output, web: true },
});
const providers: ProviderListResponse = {
  providers: [
    {
      _id: 'p',
      name: 'P',
      models: [model('text', ['text'], ['text'], true), model('vision', ['text', 'image', 'pdf'], ['text', 'image'])],
    },
  ],
  limit: 20,
  skip: 0,
  count: 1,
};

function renderScreen(imageMode = false) {
  const client = new QueryClient();
  client.setQueryData(providersQuery.queryKey, providers);
  const onImageModeChange = vi.fn();
  const onViewPlans = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <TestRouter path="/?conversation=general">
        <ChatScreen
          authenticated
          preferredModel={null}
          onSignInRequired={vi.fn()}
          signInPath="/auth/login"
          onViewPlans={onViewPlans}
          imageMode={imageMode}
          onImageModeChange={onImageModeChange}
        />
      </TestRouter>
    </QueryClientProvider>,
  );
  return { onImageModeChange, onViewPlans };
}

const png = () => new File(['png'], 'cat.png', { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
const drop = (files: File[]) => fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files, types: ['Files'] } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

/**
 * The screen's lazy chunks, loaded once before the tests: on a busy machine their first transform
 * outlasts findBy's second, and what the tests assert is the composer, not the chunk loading.
 */
beforeAll(() =>
  Promise.all([
    import('./message-list'),
    import('./attachments/attachment-tray'),
    import('./mic-button'),
    import('./media-toggles'),
    import('./media-notice'),
  ]),
);

beforeEach(() => {
  emitted.length = 0;
  refusal.next = undefined;
  vi.clearAllMocks();
  useModelStore.setState({ provider: undefined, model: undefined });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  useAttachmentStore.getState().clear();
  useChatStore.getState().reset();
});

describe('the composer with attachments', () => {
  it('an image dropped for a model that cannot read images: the hint, the picker and the refused send say so; the suggested model sends it', async () => {
    renderScreen();
    fireEvent.dragEnter(screen.getByTestId('drop-zone'), { dataTransfer: { types: ['Files'], files: [] } });
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Drop files here to attach them')).toBe(true);
    drop([png()]);
    const chip = await screen.findByTestId('attachment-chip');
    await vi.waitFor(() => expect(chip).toHaveAttribute('data-status', 'done'));
    expect(within(chip).getByText('cat.png')).toBeInTheDocument();
    expect(screen.getByTestId('media-notice')).toHaveTextContent('TEXT cannot read images.');
    fireEvent.click(screen.getByTestId('model-picker'));
    expect(await screen.findByRole('option', { name: 'TEXT (no images)' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'What is this?' } });
    send();
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'TEXT cannot read images. Choose VISION, which can.' });
    expect(emitted).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Use VISION' }));
    send();
    await vi.waitFor(() => expect(emitted).toHaveLength(1));
    expect(emitted[0]!.body).toMatchObject({
      input: 'What is this?',
      files: ['f'.repeat(24)],
      model: 'vision',
      media: { pdf: false, image: { wants: false }, audio: false, clear: true },
    });
    expect(screen.queryByTestId('attachment-chip')).not.toBeInTheDocument();
  });

  it('a pasted image becomes a chip that can be removed', async () => {
    renderScreen();
    fireEvent.paste(screen.getByLabelText('Message'), { clipboardData: { files: [png()] } });
    expect(await screen.findByTestId('attachment-chip')).toHaveTextContent('cat.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove cat.png' }));
    expect(screen.queryByTestId('attachment-chip')).not.toBeInTheDocument();
  });

  it('a PDF from the attach button goes without text: a default request, media.pdf set', async () => {
    renderScreen();
    fireEvent.change(screen.getByTestId('attach-input'), { target: { files: [pdf()] } });
    await vi.waitFor(() => expect(screen.getByTestId('attachment-chip')).toHaveAttribute('data-status', 'done'));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    send();
    await vi.waitFor(() => expect(emitted).toHaveLength(1));
    expect(emitted[0]!.body).toMatchObject({ input: 'Please look at the attached files.', media: { pdf: true } });
  });

  it('image mode is offered for a model that makes images and asks for a png', async () => {
    useModelStore.setState({ provider: 'p', model: 'vision' });
    const { onImageModeChange } = renderScreen(true);
    const toggle = await screen.findByRole('button', { name: 'Create image' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(onImageModeChange).toHaveBeenCalledWith(false);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'A red bicycle' } });
    send();
    await vi.waitFor(() => expect(emitted).toHaveLength(1));
    expect(emitted[0]!.body).toMatchObject({ media: { image: { wants: true, type: 'png' } } });
  });

  it('an upload refused for a full storage says why under the text box, with the plans one click away', async () => {
    const message =
      'There is no room for this file: 0.7 MB of your 1 MB of file storage are used. ' +
      'Delete conversations with files you no longer need, or upgrade your plan for more space.';
    refusal.next = toApiError(413, { code: 'storage_full', message });
    const { onViewPlans } = renderScreen();
    drop([pdf()]);
    const chip = await screen.findByTestId('attachment-chip');
    await vi.waitFor(() => expect(chip).toHaveAttribute('data-status', 'error'));
    expect(chip).toHaveTextContent('No room left');
    const failure = await screen.findByTestId('upload-failure');
    expect(failure).toHaveTextContent(`Error 413: ${message}`);
    fireEvent.click(within(failure).getByRole('button', { name: 'See plans' }));
    expect(onViewPlans).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('too many uploads: the wait is said under the text box, without an offer of plans', async () => {
    const message = 'You are uploading too many files. Please wait 12 seconds and try again.';
    refusal.next = toApiError(429, { code: 'rate_limited', message });
    renderScreen();
    drop([png()]);
    const chip = await screen.findByTestId('attachment-chip');
    await vi.waitFor(() => expect(chip).toHaveAttribute('data-status', 'error'));
    expect(chip).toHaveTextContent('Too many uploads');
    const failure = await screen.findByTestId('upload-failure');
    expect(failure).toHaveTextContent(`Error 429: ${message}`);
    expect(within(failure).queryByRole('button')).not.toBeInTheDocument();
  });
});
