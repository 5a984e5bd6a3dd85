import { Navigate, Route, Routes } from 'react-router';
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

/**
 * /admin/* (issue 22): the operator's console. Anyone the server does not answer as an operator is
 * sent to chat, as from any unknown path (§2): the console is not advertised.
 */
export function AdminConsole() {
  const operator = useOperator();
  if (operator.isPending) return <PageLoading />;
  if (operator.isError) return <Navigate to="/" replace />;
  return (
    <Routes>
      <Route element={<ConsoleLayout operatorEmail={operator.data.email} />}>
        <Route index element={<DashboardPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/:id" element={<CustomerPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="catalog" element={<CatalogPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
