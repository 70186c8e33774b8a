import { NotFoundContent } from '@/features/shell/NotFoundContent';

/** When a page calls notFound() (e.g. a listing that does not exist): the message inside the shell. */
export default function NotFound() {
  return <NotFoundContent />;
}
