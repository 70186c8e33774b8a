import { NotFoundContent } from '@/shared/ui/NotFoundContent';

/** When a page calls notFound() (e.g. a listing that does not exist): the message inside the shell. */
export default function NotFound() {
  return <NotFoundContent />;
}
