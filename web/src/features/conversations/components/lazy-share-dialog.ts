import { lazy } from 'react';

/** The share dialog, a chunk of its own: loaded when Share is first asked for (header or row menu), not with the chat. */
export const LazyShareDialog = lazy(() => import('./share-dialog').then((module) => ({ default: module.ShareDialog })));
