import { Suspense } from 'react';
import { Outlet } from '@/lib/router';
import { PageLoading } from '@/components/layout/page-loading';
import { RealtimeConnection } from './realtime';
import { AppOverlays } from './app-overlays';
import { NativeBridge } from './native-bridge';
import { RouteTitle } from './route-title';

export function Root() {
  return (
    <>
      <RouteTitle />
      <RealtimeConnection />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <AppOverlays />
      <NativeBridge />
    </>
  );
}
