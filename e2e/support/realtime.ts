import type { Page } from '@playwright/test';

/**
 * Resolves once the server has accepted the page's realtime connection (socket.io's CONNECT
 * answer, a frame starting "40", on /socket). Call it before the page loads the app.
 */
export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.startsWith('/socket')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}
