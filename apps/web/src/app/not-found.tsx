import { bs } from '@krov/messages';
import Link from 'next/link';

export default function NotFound() {
  return (
    <main>
      <h1>{bs.errors.NotFound}</h1>
      <p>
        <Link href="/">{bs.common.appName}</Link>
      </p>
    </main>
  );
}
