import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, loadConsoleMessages, loadPageMessages } from '@/lib/i18n';

// findBy waits for the awaited element; its limit only decides when a test gives up. Pages and
// parts of the chat screen are lazy chunks whose first transform can outlast the default second
// on a busy CI machine (two tests failed so), so the limit stays under the test's own five seconds.
configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  // Pages are rendered directly here, not through lazyPage which loads their messages (i18n.ts).
  await initI18n('en');
  await loadPageMessages();
  await loadConsoleMessages();
});

afterEach(() => {
  cleanup();
  // Tests in Node's environment (the realtime client's, against a real server) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
