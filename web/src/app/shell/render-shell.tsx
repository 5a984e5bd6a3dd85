import { renderToString } from 'react-dom/server';
import { initI18n, loadPageMessages } from '@/lib/i18n';
import { Router, RouteTree, type RouteNode } from '@/lib/router';
import { ChatRoute } from '../chat-route';
import { ChatLayout } from '../layout/chat-layout';
import { PlansRoute } from '../plans-route';
import { Providers } from '../providers';

/** An empty storage: the shell is what a first visit shows, with nothing remembered. */
class EmptyStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
  key = (index: number) => [...this.items.keys()][index] ?? null;
}

/** Chat alone, in its layout: the rest of the app (its overlays, the realtime connection) is not part of the picture. */
const shellRoutes: RouteNode[] = [{ path: '/', element: <ChatLayout />, children: [{ index: true, element: <ChatRoute /> }] }];

/**
 * The pages pre-rendered at build time, by path: the chat (index.html) and the plans (plans.html,
 * issue 39: the page a visitor comes to choose a plan, whose first paint otherwise waited for the app).
 */
export const SHELL_PAGES = {
  '/': { location: '/?conversation=new', routes: shellRoutes, pageMessages: false },
  '/plans': { location: '/plans', routes: [{ path: '/plans', element: <PlansRoute /> }], pageMessages: true },
} satisfies Record<string, { location: string; routes: RouteNode[]; pageMessages: boolean }>;

export type ShellPath = keyof typeof SHELL_PAGES;

/**
 * A page as a guest sees it on a first visit, in English, as HTML: written into the built page at
 * build time (prerender-shell-plugin.ts) and shown until the app mounts. Runs in Node.
 */
export async function renderShell(path: ShellPath = '/'): Promise<string> {
  globalThis.localStorage ??= new EmptyStorage();
  globalThis.sessionStorage ??= new EmptyStorage();
  const page = SHELL_PAGES[path];
  await initI18n('en');
  // Screens other than the chat have their texts in the locale's other part (lib/lazy-page.tsx).
  if (page.pageMessages) await loadPageMessages();
  // Test ids stay with the live app: a test must not find the picture of an element before React replaces it.
  return renderToString(
    <Providers>
      {/* The location a server render reads (React's server snapshot of wouter's browser location). */}
      <Router ssrPath={page.location}>
        <RouteTree routes={page.routes} />
      </Router>
    </Providers>,
  ).replace(/ data-testid="[^"]*"/g, '');
}
