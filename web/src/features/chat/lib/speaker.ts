import { synthesize } from '../api/speech';

/** The longest text POST /speech takes (synthesizeBodySchema). */
const SPEECH_MAX_CHARS = 4096;

/** Markdown marks are not read aloud: code blocks go, emphasis and heading marks are dropped. */
export const speakableText = (markdown: string) =>
  markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_#>`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What stops the current reading: pausing the audio or cancelling the browser's speech. */
let stopCurrent: (() => void) | undefined;
/** Set after a 404: the server has no speech model, so the browser speaks from then on. */
let serverUnavailable = false;

export const canSpeakInBrowser = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

export function stopSpeaking(): void {
  const stop = stopCurrent;
  stopCurrent = undefined;
  stop?.();
}

/**
 * Reads `text` aloud: through the server's text-to-speech when configured, else with the
 * browser's speech synthesis in `language`. Resolves when the reading ends or is stopped;
 * one reading at a time.
 */
export async function speak(text: string, language: string): Promise<void> {
  stopSpeaking();
  const spoken = speakableText(text).slice(0, SPEECH_MAX_CHARS);
  const controller = new AbortController();
  stopCurrent = () => controller.abort();
  const audio = serverUnavailable ? undefined : await synthesize(spoken, controller.signal);
  if (controller.signal.aborted) return;
  if (!audio) serverUnavailable = true;
  // Audio the browser cannot play is read by the browser's own voice instead.
  if (audio && (await playAudio(audio)) === 'played') return;
  return speakInBrowser(spoken, language);
}

/** Plays the audio to its end (or until stopped): 'failed' when the browser cannot play it. */
function playAudio(blob: Blob): Promise<'played' | 'failed'> {
  const url = URL.createObjectURL(blob);
  const element = new Audio(url);
  element.dataset.testid = 'speech-audio';
  return new Promise((resolve) => {
    const finish = (outcome: 'played' | 'failed') => {
      URL.revokeObjectURL(url);
      if (stopCurrent === stop) stopCurrent = undefined;
      resolve(outcome);
    };
    const stop = () => {
      element.pause();
      finish('played');
    };
    stopCurrent = stop;
    element.onended = () => finish('played');
    element.onerror = () => finish('failed');
    element.play().catch(() => finish('failed'));
  });
}

function speakInBrowser(text: string, language: string): Promise<void> {
  if (!canSpeakInBrowser()) return Promise.reject(new Error('No speech synthesis in this browser.'));
  return new Promise<void>((resolve) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = language;
    const finish = () => {
      if (stopCurrent === stop) stopCurrent = undefined;
      resolve();
    };
    const stop = () => {
      window.speechSynthesis.cancel();
      finish();
    };
    stopCurrent = stop;
    utterance.onend = finish;
    utterance.onerror = finish;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  });
}

/** For tests: forget that the server had no speech model. */
export function resetSpeaker(): void {
  stopSpeaking();
  serverUnavailable = false;
}
