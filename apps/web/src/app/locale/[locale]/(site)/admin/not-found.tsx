import { AdminNotFound } from '@/features/admin/pages';

/** /admin for anyone who is not an admin: the normal 404 page. */
export default function NotFound() {
  return <AdminNotFound />;
}
