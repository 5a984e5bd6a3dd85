import { useSessionStore } from '@/features/auth';
import { PlansPage } from '@/features/plans';

/** /plans: the plans page, told whether someone is signed in (then it marks their current plan). */
export function PlansRoute() {
  const signedIn = useSessionStore((state) => state.authenticated);
  return <PlansPage signedIn={signedIn} />;
}
