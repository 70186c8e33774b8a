import { bs } from '@krov/messages';
import Link from 'next/link';

const home = bs.home;

export default function HomePage() {
  return (
    <main>
      <h1>{home.title}</h1>
      <p>{home.tagline}</p>
      <p>{home.intro}</p>
      <nav aria-label={bs.common.appName}>
        <ul>
          <li>
            <Link href="/buy">{home.links.buy}</Link>
          </li>
          <li>
            <Link href="/rent">{home.links.rent}</Link>
          </li>
          <li>
            <Link href="/me/properties/new">{home.links.addProperty}</Link>
          </li>
          <li>
            <Link href="/login">{home.links.login}</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
