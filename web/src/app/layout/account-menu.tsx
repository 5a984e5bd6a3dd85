import { useQuery } from '@tanstack/react-query';
import {
  CreditCard,
  FileText,
  Info,
  Languages,
  LayoutDashboard,
  LogIn,
  LogOut,
  Receipt,
  Shield,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Link } from '@/lib/router';
import type { activeSubscriptionQuery } from '@/lib/subscriptions';
import { useTranslation } from '@/lib/i18n';
import { paths } from '../paths';
import { legalPages } from './account-pages';
import { menuItemClass, menuPanelClass, useMenuKeys } from '@/lib/use-menu-keys';
import { useSidebarStore } from './sidebar-store';

const LEGAL_ICONS: Record<string, LucideIcon> = {
  [paths.legal.terms]: FileText,
  [paths.legal.privacy]: Shield,
  [paths.legal.about]: Info,
};

export interface AccountMenuProps {
  /** Given by the footer rather than imported: what the chat already loaded stays out of this chunk. */
  authenticated: boolean;
  /** An operator of the console (issue 22): the menu leads there too. */
  operator: boolean;
  onSignOut: () => void;
  /** The subscription in force (null on the free plan), for the plan's name. */
  activeSubscription: typeof activeSubscriptionQuery;
  id: string;
  labelledBy: string;
  start: 'first' | 'last';
  trigger: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The account menu of the sidebar footer (issue 18, as ChatGPT's): profile, plan, payments, language,
 * the legal pages and sign out; for a guest, sign in, the plans and the legal pages. Loaded when first
 * opened, so the chat's first load carries only its button.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { authenticated, operator, onSignOut, activeSubscription, id, labelledBy, start, trigger, onClose } = props;
  const { t } = useTranslation();
  const active = useQuery({ ...activeSubscription, enabled: authenticated });
  const { menu, onKeyDown } = useMenuKeys({ start, trigger, onClose });
  const chosen = () => {
    onClose(false);
    useSidebarStore.getState().close();
  };
  const link = (to: string, label: ReactNode, Icon: LucideIcon) => (
    <Link key={to} to={to} role="menuitem" tabIndex={-1} className={menuItemClass} onClick={chosen}>
      <Icon className="h-4 w-4 shrink-0 text-text-muted" aria-hidden />
      <span className="min-w-0 flex-1 truncate">{label}</span>
    </Link>
  );
  const plan = active.data?.subscription.name ?? (active.isSuccess ? t('accountMenu.freePlan') : '…');

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      tabIndex={-1}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className={`absolute right-2 bottom-full left-2 z-50 mb-1 max-h-[70dvh] overflow-y-auto ${menuPanelClass}`}
      data-testid="account-menu"
    >
      {authenticated ? (
        <>
          {link(paths.account.profile, t('routes.profile'), UserRound)}
          {link(paths.account.subscription, t('accountMenu.yourPlan', { plan }), CreditCard)}
          {link(paths.plans, t('accountMenu.seePlans'), Sparkles)}
          {link(paths.account.payments, t('routes.payments'), Receipt)}
          {link(paths.account.language, t('routes.language'), Languages)}
          {operator ? link(paths.admin, t('accountMenu.console'), LayoutDashboard) : null}
        </>
      ) : (
        <>
          {link(paths.auth.login, t('sidebar.signIn'), LogIn)}
          {link(paths.plans, t('accountMenu.seePlans'), Sparkles)}
        </>
      )}
      <div role="separator" className="my-1.5 border-t border-border" />
      <div role="group" aria-label={t('accountMenu.legal')}>
        {legalPages.map((page) => link(page.path, t(page.titleKey), LEGAL_ICONS[page.path]!))}
      </div>
      {authenticated ? (
        <>
          <div role="separator" className="my-1.5 border-t border-border" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={menuItemClass}
            onClick={() => {
              chosen();
              onSignOut();
            }}
          >
            <LogOut className="h-4 w-4 shrink-0 text-text-muted" aria-hidden />
            {t('sidebar.signOut')}
          </button>
        </>
      ) : null}
    </div>
  );
}
