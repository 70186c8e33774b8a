import { bs } from '@krov/messages';
import Link from 'next/link';

export default function NotFound() {
  return (
    <main>
      <h1>{bs.notFound.title}</h1>
      <p>{bs.notFound.description}</p>
      <p>
        <Link href="/">{bs.notFound.backHome}</Link>
      </p>
    </main>
  );
}
