import { PageHeader } from '../../ui/PageHeader';

export function UserManagementPage() {
  return <PageHeader title="User Management" subtitle="Staff accounts and their roles appear here." />;
}
