import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that renders at once when its chunk was loaded beforehand (issue 17).
 * React.lazy suspends on its first render even when the chunk is already there, and React then
 * holds the content back for up to 300 ms after the fallback it showed (its fallback throttle):
 * opening a conversation waited for that. Once `preload` has resolved, the component itself is
 * rendered. The lazy one never commits with content: `loaded` is set before it resolves, so the
 * render that follows its suspension renders the component itself.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  // import() answers the same module each time: a second preload costs nothing, a failed one is tried again.
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
