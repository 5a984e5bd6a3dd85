import { renderToString } from 'react-dom/server';
import { initI18n } from '@/lib/i18n';
import { Router, RouteTree, type RouteNode } from '@/lib/router';
import { ChatRoute } from '../chat-route';
import { ChatLayout } from '../layout/chat-layout';
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
 * The chat layout as a guest sees it on a first visit, in English, as HTML: written into index.html
 * at build time (prerender-shell-plugin.ts) and shown until the app mounts. Runs in Node.
 */
export async function renderShell(): Promise<string> {
  globalThis.localStorage ??= new EmptyStorage();
  globalThis.sessionStorage ??= new EmptyStorage();
  await initI18n('en');
  // Test ids stay with the live app: a test must not find the picture of an element before React replaces it.
  return renderToString(
    <Providers>
      {/* The location a server render reads (React's server snapshot of wouter's browser location). */}
      <Router ssrPath="/?conversation=new">
        <RouteTree routes={shellRoutes} />
      </Router>
    </Providers>,
  ).replace(/ data-testid="[^"]*"/g, '');
}
