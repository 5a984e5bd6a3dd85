import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MicButton } from './mic-button';

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const track = { stop: vi.fn() };
/** MediaRecorder as the browser gives it: data arrives when recording stops. */
class FakeRecorder {
  mimeType = 'audio/webm';
  ondataavailable?: (event: { data: Blob }) => void;
  onstop?: () => void;
  stream: { getTracks: () => (typeof track)[] };
  constructor(stream: { getTracks: () => (typeof track)[] }) {
    this.stream = stream;
  }
  start() {}
  stop() {
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(() => Promise.resolve({ getTracks: () => [track] })) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('dictation', () => {
  it('records, then puts the transcription into the composer and releases the microphone', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ text: ' Hello from the microphone ' }), { status: 200 }));
    const onText = vi.fn();
    render(<MicButton onText={onText} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dictate' }));
    const stop = await screen.findByRole('button', { name: 'Stop dictation' });
    expect(screen.getByRole('timer', { name: 'Recording time' })).toHaveTextContent('0:00');
    expect(screen.getByText('Recording. Press stop when you are done.')).toBeInTheDocument();
    fireEvent.click(stop);
    await vi.waitFor(() => expect(onText).toHaveBeenCalledWith('Hello from the microphone'));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/speech/transcriptions');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(track.stop).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Dictate' })).toBeEnabled();
  });

  it('says so when the provider has no speech-to-text (404)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }));
    const onText = vi.fn();
    render(<MicButton onText={onText} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dictate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop dictation' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Dictation is not available with this provider.' }),
    );
    expect(onText).not.toHaveBeenCalled();
  });

  it('is not offered where the browser cannot record', () => {
    vi.stubGlobal('MediaRecorder', undefined);
    render(<MicButton onText={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Dictate' })).not.toBeInTheDocument();
  });
});
