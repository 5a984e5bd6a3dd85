import { useNavigate } from 'react-router';
import { ProfilePage } from '@/features/account';
import { useSessionStore } from '@/features/auth';
import { paths } from './paths';

/** /account/profile: the profile page with the signed-in customer of the session store. */
export function ProfileRoute() {
  const navigate = useNavigate();
  const customer = useSessionStore((state) => state.customer);
  const signIn = useSessionStore((state) => state.signIn);
  const preferredModel = useSessionStore((state) => state.preferredModel);
  if (!customer) return null;
  return (
    <ProfilePage
      customer={customer}
      onProfile={(profile) => signIn(profile.customer, profile.model)}
      onCustomer={(updated) => signIn(updated, preferredModel)}
      onDeleted={() => {
        useSessionStore.getState().signOutLocally();
        void navigate(paths.auth.login, { replace: true });
      }}
    />
  );
}
