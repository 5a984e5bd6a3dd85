import { BarChart3, CreditCard, Flag, History, Settings2, Users, type LucideIcon } from 'lucide-react';

/** The console's sections, in the order of its navigation; paths relative to /admin. */
export const consoleSections: { path: string; titleKey: string; icon: LucideIcon; end?: boolean }[] = [
  { path: '', titleKey: 'admin.nav.dashboard', icon: BarChart3, end: true },
  { path: 'customers', titleKey: 'admin.nav.customers', icon: Users },
  { path: 'payments', titleKey: 'admin.nav.payments', icon: CreditCard },
  { path: 'catalog', titleKey: 'admin.nav.catalog', icon: Settings2 },
  { path: 'reports', titleKey: 'admin.nav.reports', icon: Flag },
  { path: 'audit', titleKey: 'admin.nav.audit', icon: History },
];
