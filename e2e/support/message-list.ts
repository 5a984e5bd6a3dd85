import type { Page } from '@playwright/test';

/**
 * Scrolls the message list to its top as a reader does, with the wheel: the list lets only the
 * reader's own scrolling take them away from the newest message (a wheel event first, then the
 * scroll, at once rather than as the wheel's smooth animation).
 */
export const scrollMessagesToTop = (page: Page) =>
  page.getByTestId('message-list').evaluate((list) => {
    list.dispatchEvent(new WheelEvent('wheel', { deltaY: -list.scrollHeight, bubbles: true }));
    list.scrollTo({ top: 0 });
  });
