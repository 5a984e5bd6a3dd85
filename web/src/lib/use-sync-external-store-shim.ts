/**
 * wouter imports `use-sync-external-store/shim`, the hook for Reacts before 18, which on React 18 and
 * later hands over React's own: vite.config.ts points the shim here, React's hook without the
 * fallback (0.2 kB gzip of the first load, issue 39).
 */
export { useSyncExternalStore } from 'react';
