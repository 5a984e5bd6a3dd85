/** The composer takes the focus back when a dialog or the payment nudge closes: the next message is written there. */
export const focusComposer = () => document.getElementById('composer')?.focus();

/**
 * Where a conversation opens (load, New conversation, the sidebar, a search result), typing goes to
 * the composer, as in ChatGPT and Claude (issue 38), with a mouse or trackpad: on a touch screen the
 * focus would open the keyboard over the conversation, so there it waits for a tap.
 */
export const focusComposerOnDesktop = () => {
  // (No matchMedia, as in jsdom: no pointer to tell, so no focus.)
  if (globalThis.matchMedia?.('(pointer: fine)').matches) focusComposer();
};
