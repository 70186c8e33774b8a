// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CursorPage, distinct, useCursorList } from './use-cursor-list';

interface Row {
  id: string;
}
type Page = CursorPage<Row>;

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));

/** An api of cursor pages: the cursor is the page's index; `failing` answers an error instead. */
function pagedApi(pages: Page[]) {
  const asked: (string | undefined)[] = [];
  const failing = new Set<string | undefined>();
  return {
    asked,
    failing,
    fetchPage: async (cursor: string | undefined): Promise<Page> => {
      asked.push(cursor);
      if (failing.has(cursor)) throw new Error('down');
      const page = pages[cursor === undefined ? 0 : Number(cursor)];
      if (!page) throw new Error(`no page ${cursor}`);
      return page;
    },
  };
}

describe('useCursorList', () => {
  it('is loading, then shows the first page and loads the next one by its cursor until the last', async () => {
    const api = pagedApi([
      { items: rows('a', 'b'), nextCursor: '1' },
      { items: rows('c'), nextCursor: null },
    ]);
    const { result } = renderHook(() => useCursorList({ queryKey: ['rows'], fetchPage: api.fetchPage }), {
      wrapper,
    });
    expect(result.current).toMatchObject({ loaded: false, failed: false, items: [] });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current).toMatchObject({ items: rows('a', 'b'), hasMore: true, loadingMore: false });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(rows('a', 'b', 'c')));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(api.asked).toEqual([undefined, '1']);
  });

  it('is loaded and empty when the first page has nothing', async () => {
    const api = pagedApi([{ items: [], nextCursor: null }]);
    const { result } = renderHook(() => useCursorList({ queryKey: ['rows'], fetchPage: api.fetchPage }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current).toMatchObject({ items: [], hasMore: false, failed: false });
  });

  it('fails with the error when the first page fails, and a retry reads it again', async () => {
    const api = pagedApi([{ items: rows('a'), nextCursor: null }]);
    api.failing.add(undefined);
    const { result } = renderHook(() => useCursorList({ queryKey: ['rows'], fetchPage: api.fetchPage }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current).toMatchObject({ loaded: false, lastFailed: true });
    expect(result.current.error?.message).toBe('down');
    api.failing.clear();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current).toMatchObject({ failed: false, error: null, items: rows('a') });
  });

  it('keeps what it loaded when a later page fails: not failed, the last read failed, more still to load', async () => {
    const api = pagedApi([
      { items: rows('a'), nextCursor: '1' },
      { items: rows('b'), nextCursor: null },
    ]);
    api.failing.add('1');
    const { result } = renderHook(() => useCursorList({ queryKey: ['rows'], fetchPage: api.fetchPage }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.lastFailed).toBe(true));
    expect(result.current).toMatchObject({ failed: false, items: rows('a'), hasMore: true });
  });

  it('shows an item met again on a later page once, where it first came, by keyOf', async () => {
    const api = pagedApi([
      { items: rows('a', 'b'), nextCursor: '1' },
      { items: rows('b', 'c'), nextCursor: null },
    ]);
    const { result } = renderHook(
      () => useCursorList({ queryKey: ['rows'], fetchPage: api.fetchPage, keyOf: (row) => row.id }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.items).toEqual(rows('a', 'b', 'c'));
  });

  it('starts at firstCursor (the pages after a server-rendered one)', async () => {
    const api = pagedApi([
      { items: rows('a'), nextCursor: '1' },
      { items: rows('b'), nextCursor: null },
    ]);
    const { result } = renderHook(
      () => useCursorList({ queryKey: ['rows'], fetchPage: api.fetchPage, firstCursor: '1' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.items).toEqual(rows('b'));
    expect(api.asked).toEqual(['1']);
  });

  it('changes the cached items with updateItems (a removal, a replacement) on every page', async () => {
    const api = pagedApi([
      { items: rows('a', 'b'), nextCursor: '1' },
      { items: rows('c'), nextCursor: null },
    ]);
    const { result } = renderHook(() => useCursorList({ queryKey: ['rows'], fetchPage: api.fetchPage }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    act(() => result.current.updateItems((items) => items.filter((row) => row.id !== 'b')));
    await waitFor(() => expect(result.current.items).toEqual(rows('a', 'c')));
    expect(result.current.pages.map((page) => page.items.length)).toEqual([1, 1]);
  });

  it('reads nothing while not enabled', async () => {
    const api = pagedApi([{ items: rows('a'), nextCursor: null }]);
    const { result } = renderHook(
      () => useCursorList({ queryKey: ['rows'], fetchPage: api.fetchPage, enabled: false }),
      { wrapper },
    );
    await act(async () => {});
    expect(result.current).toMatchObject({ loaded: false, failed: false, hasMore: false });
    expect(api.asked).toEqual([]);
  });
});

describe('distinct', () => {
  it('keeps the first of each key, and every item without a key function', () => {
    const items = [
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'a', n: 3 },
    ];
    expect(distinct(items, (item) => item.id)).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
    expect(distinct(items)).toBe(items);
  });
});
