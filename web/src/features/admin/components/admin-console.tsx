import { Redirect, RouteTree, type RouteNode } from '@/lib/router';
import { PageLoading } from '@/components/layout/page-loading';
import { AuditPage } from '../audit/components/audit-page';
import { CatalogPage } from '../catalog/components/catalog-page';
import { CustomerPage } from '../customers/components/customer-page';
import { CustomersPage } from '../customers/components/customers-page';
import { DashboardPage } from '../dashboard/components/dashboard-page';
import { PaymentsPage } from '../payments/components/payments-page';
import { ReportsPage } from '../reports/components/reports-page';
import { useOperator } from '../api/operator';
import { ConsoleLayout } from './console-layout';

/** The console's sections (console-sections.ts), in the frame of its layout; any other path under /admin goes to its dashboard. */
const consoleRoutes: RouteNode[] = [
  { path: '/admin', element: <DashboardPage /> },
  { path: '/admin/customers', element: <CustomersPage /> },
  { path: '/admin/customers/:id', element: <CustomerPage /> },
  { path: '/admin/payments', element: <PaymentsPage /> },
  { path: '/admin/catalog', element: <CatalogPage /> },
  { path: '/admin/reports', element: <ReportsPage /> },
  { path: '/admin/audit', element: <AuditPage /> },
  { path: '*', element: <Redirect to="/admin" replace /> },
];

/**
 * /admin/* (issue 22): the operator's console. Anyone the server does not answer as an operator is
 * sent to chat, as from any unknown path (§2): the console is not advertised.
 */
export function AdminConsole() {
  const operator = useOperator();
  if (operator.isPending) return <PageLoading />;
  if (operator.isError) return <Redirect to="/" replace />;
  return (
    <ConsoleLayout operatorEmail={operator.data.email}>
      <RouteTree routes={consoleRoutes} />
    </ConsoleLayout>
  );
}
