import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSpeaker } from '../lib/speaker';
import { SpeakButton } from './speak-button';

/** The browser's voice, recorded. */
class FakeUtterance {
  lang = '';
  text: string;
  onend?: () => void;
  onerror?: () => void;
  constructor(text: string) {
    this.text = text;
  }
}
const synthesis = { speak: vi.fn(), cancel: vi.fn() };

/** An <audio> that plays until the test ends it. */
class FakeAudio {
  static played: FakeAudio[] = [];
  dataset: Record<string, string> = {};
  onended?: () => void;
  onerror?: () => void;
  paused = true;
  src: string;
  constructor(src: string) {
    this.src = src;
  }
  play() {
    this.paused = false;
    FakeAudio.played.push(this);
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
}

beforeEach(() => {
  FakeAudio.played = [];
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('Audio', FakeAudio);
  URL.createObjectURL = vi.fn(() => 'blob:speech');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetSpeaker();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  synthesis.speak.mockReset();
});

const fetchAnswers = (response: () => Response) => vi.spyOn(globalThis, 'fetch').mockImplementation(async () => response());

describe('read an answer aloud', () => {
  it('plays the server speech and turns into a stop button until it ends', async () => {
    const fetch = fetchAnswers(() => new Response(new Blob(['mp3'], { type: 'audio/mpeg' }), { status: 200 }));
    render(<SpeakButton messageId="m1" text="**Hello** there" />);
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(await screen.findByRole('button', { name: 'Stop reading' })).toHaveAttribute('aria-pressed', 'true');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/speech');
    expect(JSON.parse(init?.body as string)).toEqual({ text: 'Hello there' });
    await vi.waitFor(() => expect(FakeAudio.played).toHaveLength(1));
    act(() => FakeAudio.played[0]!.onended?.());
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('audio the browser cannot play is read by the browser voice instead', async () => {
    fetchAnswers(() => new Response(new Blob(['not audio'], { type: 'audio/mpeg' }), { status: 200 }));
    render(<SpeakButton messageId="m3" text="Hola" />);
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await vi.waitFor(() => expect(FakeAudio.played).toHaveLength(1));
    act(() => FakeAudio.played[0]!.onerror?.());
    await vi.waitFor(() => expect(synthesis.speak).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Stop reading' })).toBeInTheDocument();
  });

  it('without a speech model on the server (404) the browser speaks, in the interface language; stop cancels', async () => {
    fetchAnswers(() => new Response(JSON.stringify({ message: 'Not found', code: 'not_found' }), { status: 404 }));
    render(<SpeakButton messageId="m2" text="Ciao" />);
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await vi.waitFor(() => expect(synthesis.speak).toHaveBeenCalledTimes(1));
    const utterance = synthesis.speak.mock.calls[0]![0] as FakeUtterance;
    expect([utterance.text, utterance.lang]).toEqual(['Ciao', 'en']);
    synthesis.cancel.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Stop reading' }));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Read aloud' })).toHaveAttribute('aria-pressed', 'false');
  });
});
