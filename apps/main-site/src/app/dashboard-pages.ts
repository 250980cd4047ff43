// The owner's dashboard: one chunk, loaded once someone opens /dashboard.
export { RequireAuth } from '../features/auth/components/require-auth';
export { DashboardNotFound } from '../components/dashboard-not-found';
export { BillingPage } from '../features/billing/routes/billing-page';
export { BulkPage } from '../features/bulk/routes/bulk-page';
export { AccountPage } from '../features/account/routes/account-page';
export { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
export { DomainDetailPage } from '../features/domains/routes/domain-detail-page';
export { DomainsPage } from '../features/domains/routes/domains-page';
export { EditDomainPage } from '../features/domains/routes/edit-domain-page';
export { NewDomainPage } from '../features/domains/routes/new-domain-page';
export { ExpirationsPage } from '../features/expirations/routes/expirations-page';
export { RenewalsPage } from '../features/renewals/routes/renewals-page';
export { LeadsPage } from '../features/leads/routes/leads-page';
export { LeadThreadPage } from '../features/leads/routes/lead-thread-page';
export { SalesPage } from '../features/sales/routes/sales-page';
export { AdminPage } from '../features/admin/routes/admin-page';
export { SupportPage } from '../features/support/routes/support-page';
