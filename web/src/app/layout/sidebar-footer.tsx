import { ChevronsUpDown, CircleUserRound, LogIn, LogOut } from 'lucide-react';
import { Suspense, useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { activeSubscriptionQuery } from '@/lib/subscriptions';
import { useSessionStore } from '@/features/auth';
import { preloadable } from '@/lib/preloadable';
import { useMenuButton } from '@/lib/use-menu-keys';
import { paths } from '../paths';
import { useSignOut } from './use-sign-out';

// The menu's code comes when the button is first pointed at, focused or pressed: not with the chat.
const { Component: AccountMenu, preload } = preloadable(() => import('./account-menu').then((module) => module.AccountMenu));

/**
 * The picture or an icon and the name or Guest (§2); pressing them opens the account menu, whose first
 * entry is the profile (/account). Sign-out (or sign-in) stays one click away beside them.
 */
export function SidebarFooter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const customer = useSessionStore((state) => state.customer);
  const authenticated = useSessionStore((state) => state.authenticated);
  const operator = useSessionStore((state) => state.operator);
  const name = authenticated && customer ? customer.name || customer.email || customer.phone : undefined;
  const picture = authenticated ? customer?.external?.picture : undefined;
  const { open, trigger, menuId, close, toggle, onTriggerKey } = useMenuButton();
  const triggerId = useId();

  return (
    <div className="safe-bottom relative flex items-center gap-2 border-t border-border p-3">
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== undefined}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        onKeyDown={onTriggerKey}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-lg p-1.5 text-left hover:bg-surface-hover aria-expanded:bg-surface-hover"
        data-testid="sidebar-account"
      >
        {picture ? (
          <img src={picture} alt="" className="h-8 w-8 rounded-full" referrerPolicy="no-referrer" />
        ) : (
          <CircleUserRound className="h-8 w-8 shrink-0 text-text-muted" aria-hidden />
        )}
        <span className="min-w-0 flex-1 truncate text-sm font-medium">{name ?? t('sidebar.guest')}</span>
        <ChevronsUpDown className="h-4 w-4 shrink-0 text-text-muted" aria-hidden />
      </button>
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
        <Button variant="secondary" size="sm" onClick={() => navigate(paths.auth.login)}>
          <LogIn className="h-4 w-4" aria-hidden />
          {t('sidebar.signIn')}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <AccountMenu
            authenticated={authenticated}
            operator={operator}
            onSignOut={() => void signOut()}
            activeSubscription={activeSubscriptionQuery}
            id={menuId}
            labelledBy={triggerId}
            start={open}
            trigger={trigger}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
