import { catalogues } from '@krov/messages';
import { describe, expect, it } from 'vitest';
import { clientMessages, serverOnlyNamespaces } from './client-messages';

describe('clientMessages', () => {
  it('keeps the server-only namespaces out of the client', () => {
    const picked = clientMessages(catalogues.bs);
    for (const namespace of serverOnlyNamespaces) expect(picked).not.toHaveProperty(namespace);
    for (const namespace of [
      'common',
      'errors',
      'validation',
      'fields',
      'shell',
      'ui',
      'language',
      'notFound',
    ]) {
      expect(picked).toHaveProperty(namespace);
    }
  });
});
