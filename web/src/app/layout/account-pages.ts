import { paths } from '../paths';

/** The account pages, in the order of the account layout's tabs and list (kept out of paths.ts, which the chat loads first). */
export const accountPages = [
  { path: paths.account.profile, titleKey: 'routes.profile' },
  { path: paths.account.subscription, titleKey: 'routes.subscription' },
  { path: paths.account.payments, titleKey: 'routes.payments' },
  { path: paths.account.language, titleKey: 'routes.language' },
] as const;

/** The legal pages (§2), linked from the account menu. */
export const legalPages = [
  { path: paths.legal.terms, titleKey: 'routes.terms' },
  { path: paths.legal.privacy, titleKey: 'routes.privacy' },
  { path: paths.legal.about, titleKey: 'routes.about' },
] as const;
