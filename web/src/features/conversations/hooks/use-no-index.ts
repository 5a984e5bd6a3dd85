import { useEffect } from 'react';

/**
 * `<meta name="robots" content="noindex">` while the page shows (a shared conversation): the server's
 * X-Robots-Tag says the same to crawlers that do not run the script.
 */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
