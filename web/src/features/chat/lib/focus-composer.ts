/** The composer takes the focus back when a dialog or the payment nudge closes: the next message is written there. */
export const focusComposer = () => document.getElementById('composer')?.focus();
