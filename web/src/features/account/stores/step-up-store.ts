import type { ErrorCode } from '@chat/protocol';
import { create } from 'zustand';
import { ApiError } from '@/lib/api-client';

/** The server's answer to a sign-in change without a recent proof of ownership (ASVS 7.5.1). */
const REAUTHENTICATION_REQUIRED: ErrorCode = 'reauthentication_required';

interface PendingProof {
  /** Tells one request for a proof from the next: each gets a fresh form. */
  id: number;
  /** The refusal that asked for the proof: shown where the change was made if the person cancels. */
  refusal: ApiError;
  resolve: () => void;
  reject: (reason: ApiError) => void;
}

interface StepUpState {
  /** Set while the proof dialog is open. */
  pending: PendingProof | undefined;
  /** Opens the dialog; resolves once ownership is proved, rejects with the refusal if cancelled. */
  ask: (refusal: ApiError) => Promise<void>;
  proved: () => void;
  cancelled: () => void;
}

let requests = 0;

export const useStepUpStore = create<StepUpState>()((set, get) => ({
  pending: undefined,
  ask: (refusal) => {
    get().pending?.reject(refusal);
    requests += 1;
    const id = requests;
    return new Promise<void>((resolve, reject) => set({ pending: { id, refusal, resolve, reject } }));
  },
  proved: () => {
    get().pending?.resolve();
    set({ pending: undefined });
  },
  cancelled: () => {
    const pending = get().pending;
    pending?.reject(pending.refusal);
    set({ pending: undefined });
  },
}));

/**
 * Runs a sign-in change; when the server asks for a recent proof of ownership first, asks the
 * person for it (the proof dialog) and runs the change again, so it continues where it was.
 */
export async function withStepUp<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === REAUTHENTICATION_REQUIRED)) throw error;
    await useStepUpStore.getState().ask(error);
    return change();
  }
}
