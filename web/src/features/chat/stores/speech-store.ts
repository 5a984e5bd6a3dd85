import { create } from 'zustand';
import { speak, stopSpeaking } from '../lib/speaker';
import { showAckError } from './toasts';

interface SpeechState {
  /** The message being read aloud, if any. */
  speakingId: string | undefined;
  /** Reads the message aloud, or stops it when it is the one being read. */
  toggle: (id: string, text: string, language: string) => void;
}

export const useSpeechStore = create<SpeechState>((set, get) => ({
  speakingId: undefined,
  toggle(id, text, language) {
    const reading = get().speakingId;
    stopSpeaking();
    if (reading === id) return set({ speakingId: undefined });
    set({ speakingId: id });
    speak(text, language)
      .catch((error: unknown) => showAckError(error))
      .finally(() => {
        if (get().speakingId === id) set({ speakingId: undefined });
      });
  },
}));
