import { useCallback, useState } from 'react';
import { errorMessage } from './api-client';

/** Busy flag and the §8 message of the last failure, for a form's submit action. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, setError };
}
