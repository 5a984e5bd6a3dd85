import { useNavigate } from '@/lib/router';
import { SharedLinks } from '@/features/conversations/components/shared-links';
import { ProfilePage } from '@/features/account';
import { useSessionStore } from '@/features/auth';
import { refreshConversations } from '@/features/conversations';
import { paths } from './paths';

/** /account/profile: the profile page with the signed-in customer of the session store. */
export function ProfileRoute() {
  const navigate = useNavigate();
  const customer = useSessionStore((state) => state.customer);
  const signIn = useSessionStore((state) => state.signIn);
  const preferredModel = useSessionStore((state) => state.preferredModel);
  // A profile edit answers no operator flag: the one of the sign-in stays (issue 38).
  const operator = useSessionStore((state) => state.operator);
  if (!customer) return null;
  return (
    <ProfilePage
      customer={customer}
      onProfile={(profile) => signIn(profile.customer, profile.model, operator)}
      onCustomer={(updated) => signIn(updated, preferredModel, operator)}
      extraSections={<SharedLinks />}
      // After an import the sidebar's list and its name searches show the new conversations.
      onImported={refreshConversations}
      onDeleted={() => {
        useSessionStore.getState().signOutLocally();
        navigate(paths.auth.login, { replace: true });
      }}
    />
  );
}
