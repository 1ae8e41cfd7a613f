import { AdminScreen } from "@/features/admin/components/admin-screen";

/** `/admin`: reached only through the admin guard (router.tsx); the API checks the role on every call too. */
export function AdminRoute() {
  return <AdminScreen />;
}
