// @vitest-environment happy-dom
import { translate } from '@krov/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotUnderstood } from './NotUnderstood';
import { param, parseSearchParams } from './url-state';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => (key: string, values?: Record<string, string | number>) =>
    translate('bs', `${namespace}.${key}`, values),
}));

afterEach(cleanup);

describe('words a sentence had that the api could not read (issue 31)', () => {
  it('are said above the results', async () => {
    render(await NotUnderstood({ words: 'hitno blizu škole' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Nije prepoznato: „hitno blizu škole“. Te riječi nisu korištene u pretrazi.',
    );
  });

  it('are never a filter of the search', () => {
    const params = new URLSearchParams({ [param.notUnderstood]: 'hitno blizu škole', vrsta: 'kuca' });
    expect(parseSearchParams(params)).toEqual(parseSearchParams(new URLSearchParams({ vrsta: 'kuca' })));
  });

  it('none, nothing said', async () => {
    expect(await NotUnderstood({ words: undefined })).toBeNull();
  });
});
