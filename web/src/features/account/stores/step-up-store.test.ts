import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useStepUpStore, withStepUp } from './step-up-store';

const refusal = () => new ApiError('Confirm it is you first.', 403, 'reauthentication_required');

/** A change the server refuses until ownership is proved, then accepts. */
function changeNeedingProof() {
  let proved = false;
  const change = vi.fn(async () => {
    if (!proved) throw refusal();
    return 'changed';
  });
  return { change, prove: () => (proved = true) };
}

describe('withStepUp', () => {
  it('asks for a proof when the server wants one, then runs the change again', async () => {
    const { change, prove } = changeNeedingProof();
    const result = withStepUp(change);
    await vi.waitFor(() => expect(useStepUpStore.getState().pending).toBeDefined());
    prove();
    useStepUpStore.getState().proved();
    await expect(result).resolves.toBe('changed');
    expect(change).toHaveBeenCalledTimes(2);
    expect(useStepUpStore.getState().pending).toBeUndefined();
  });

  it('fails with the refusal when the person cancels, and leaves other failures alone', async () => {
    const { change } = changeNeedingProof();
    const result = withStepUp(change);
    await vi.waitFor(() => expect(useStepUpStore.getState().pending).toBeDefined());
    useStepUpStore.getState().cancelled();
    await expect(result).rejects.toMatchObject({ status: 403, code: 'reauthentication_required' });
    expect(change).toHaveBeenCalledTimes(1);

    const conflict = new ApiError('This e-mail is already used by another account.', 409, 'conflict');
    await expect(withStepUp(() => Promise.reject(conflict))).rejects.toBe(conflict);
    expect(useStepUpStore.getState().pending).toBeUndefined();
  });
});
