import { AUDIO_MAX_BYTES } from '@chat/protocol';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export type DictationState = 'idle' | 'recording' | 'transcribing';

/** Dictation needs a microphone API and MediaRecorder; without them the mic is not offered. */
export const canDictate = () =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder === 'function' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

/** A recording under way: the microphone's signal for the level meter (absent without Web Audio). */
export interface Recording {
  analyser: AnalyserNode | undefined;
}

/**
 * Records from the microphone until stopped, sends the recording for transcription and hands
 * the text over. A provider without speech-to-text (404) and a refused microphone get a toast.
 */
export function useDictation(onText: (text: string) => void) {
  const [state, setState] = useState<DictationState>('idle');
  const [recording, setRecording] = useState<Recording | undefined>();
  const recorder = useRef<MediaRecorder | undefined>(undefined);
  const latest = useRef(onText);
  useEffect(() => {
    latest.current = onText;
  }, [onText]);

  useEffect(() => () => stopTracks(recorder.current), []);

  const start = async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      toast.error(i18n.t('toasts.errorTitle'), { description: i18n.t('dictation.noMicrophone') });
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    const level = listenTo(stream);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stopTracks(media);
      void level?.context.close();
      setRecording(undefined);
      const recording = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
      void finish(recording);
    };
    recorder.current = media;
    media.start();
    setRecording({ analyser: level?.analyser });
    setState('recording');
  };

  const finish = async (recording: Blob) => {
    if (recording.size === 0) return setState('idle');
    if (recording.size > AUDIO_MAX_BYTES) {
      toast.error(i18n.t('toasts.errorTitle'), { description: i18n.t('dictation.tooLong') });
      return setState('idle');
    }
    setState('transcribing');
    try {
      // Loaded when first used, not with the page (issue 10's budget).
      const { transcribe } = await import('../api/speech');
      const text = (await transcribe(recording)).trim();
      if (text) latest.current(text);
    } catch (error) {
      const description =
        error instanceof ApiError && error.status === 404 ? i18n.t('dictation.unavailable') : errorMessage(error);
      toast.error(i18n.t('toasts.errorTitle'), { description });
    } finally {
      setState('idle');
    }
  };

  const toggle = () => {
    if (state === 'recording') recorder.current?.stop();
    else if (state === 'idle') void start();
  };

  return { state, recording, toggle };
}

/** The microphone's signal for the level meter; none where Web Audio is missing (the recording works without). */
function listenTo(stream: MediaStream): { context: AudioContext; analyser: AnalyserNode } | undefined {
  if (typeof AudioContext !== 'function') return undefined;
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(stream).connect(analyser);
  return { context, analyser };
}

function stopTracks(media: MediaRecorder | undefined): void {
  media?.stream.getTracks().forEach((track) => track.stop());
}
