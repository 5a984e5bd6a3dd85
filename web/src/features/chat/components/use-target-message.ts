import { useEffect, useState } from 'react';
import type { DisplayMessage } from '../lib/chat-list';

/** How long a message opened from a search stays highlighted. */
const HIGHLIGHT_MS = 2500;

/**
 * Once `target` is among the messages, `show(index)` scrolls to it and it is highlighted for a
 * moment; answers the id highlighted now. `onShown` lets the screen forget the target (a later
 * page or answer does not scroll back to it).
 */
export function useTargetMessage(
  messages: DisplayMessage[],
  target: string | undefined,
  onShown: (() => void) | undefined,
  show: (index: number) => void,
): string | undefined {
  const [flashed, setFlashed] = useState<string>();
  useEffect(() => {
    if (!target) return;
    const index = messages.findIndex((message) => message.id === target);
    if (index < 0) return;
    show(index);
    // The target shows only once its page has loaded, which this effect observes.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFlashed(target);
    onShown?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per target shown, not per render of its callbacks
  }, [target, messages]);
  useEffect(() => {
    if (!flashed) return;
    const timer = setTimeout(() => setFlashed(undefined), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [flashed]);
  return flashed;
}
