import { useState } from 'react';
import { saveFailure, type SaveFailure } from '../lib/catalog-error';

/** The busy flag and outcome of one form's Save. */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | undefined>();
  const [saved, setSaved] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(undefined);
    setSaved(false);
    try {
      await action();
      setSaved(true);
    } catch (error) {
      setFailure(saveFailure(error));
    } finally {
      setBusy(false);
    }
  };
  /** A new edit hides the last outcome. */
  const touched = () => {
    setSaved(false);
    if (failure && !failure.conflict) setFailure(undefined);
  };
  return { busy, failure, saved, run, touched };
}
