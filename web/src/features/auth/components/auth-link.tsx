import { Link, useLocationState, type LinkProps } from '@/lib/router';

/**
 * A link from one sign-in screen to another that keeps where the visitor was going (`state.from`,
 * read by the guests-only guard once they are signed in): a guest sent to sign in to continue a
 * shared conversation who picks "Create an account" or "Forgot your password?" still comes back to it.
 */
export function AuthLink(props: LinkProps) {
  const state = useLocationState();
  return <Link state={state} {...props} />;
}
