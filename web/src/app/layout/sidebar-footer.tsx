import { CircleUserRound, LogIn, LogOut } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { logout, useSessionStore } from '@/features/auth';
import { paths } from '../paths';

/** Links to /account with the picture or an icon and the name or Guest; sign-in or sign-out (§2). */
export function SidebarFooter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const customer = useSessionStore((state) => state.customer);
  const authenticated = useSessionStore((state) => state.authenticated);
  const name = authenticated && customer ? customer.name || customer.firstName || customer.email || customer.phone : undefined;
  const picture = authenticated ? customer?.external?.picture : undefined;

  const signOut = async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('Logout request failed; signing out locally.', error);
    }
    useSessionStore.getState().signOutLocally();
    await navigate(paths.auth.login);
  };

  return (
    <div className="safe-bottom flex items-center gap-2 border-t border-border p-3">
      <Link
        to={paths.account.root}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-lg p-1.5 hover:bg-surface-hover"
        data-testid="sidebar-account"
      >
        {picture ? (
          <img src={picture} alt="" className="h-8 w-8 rounded-full" referrerPolicy="no-referrer" />
        ) : (
          <CircleUserRound className="h-8 w-8 shrink-0 text-text-muted" aria-hidden />
        )}
        <span className="truncate text-sm font-medium">{name ?? t('sidebar.guest')}</span>
      </Link>
      {authenticated ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={() => void signOut()}
          aria-label={t('sidebar.signOut')}
          title={t('sidebar.signOut')}
        >
          <LogOut className="h-4 w-4" aria-hidden />
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => void navigate(paths.auth.login)}>
          <LogIn className="h-4 w-4" aria-hidden />
          {t('sidebar.signIn')}
        </Button>
      )}
    </div>
  );
}
