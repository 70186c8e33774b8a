// @vitest-environment happy-dom

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchPauseMs, useListOptions } from './use-list-options';

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/me/properties?tab=hidden&sort=priceLow');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the search of My properties', () => {
  it('is asked for once the typing has paused, not at every keystroke', () => {
    const { result } = renderHook(() => useListOptions());
    expect(result.current.query).toEqual({ sort: 'priceLow', q: '' });
    act(() => result.current.setText('Tit'));
    act(() => vi.advanceTimersByTime(searchPauseMs - 1));
    act(() => result.current.setText('Titova '));
    act(() => vi.advanceTimersByTime(searchPauseMs - 1));
    expect(result.current.query.q).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.query.q).toBe('Titova');
    // The address follows what was typed, the tab and the order stay.
    expect(window.location.search).toBe('?tab=hidden&sort=priceLow&q=Titova');
  });

  it('is asked for at once with Enter, and cleared at once', () => {
    const { result } = renderHook(() => useListOptions());
    act(() => result.current.setText('Grbavica'));
    act(() => result.current.submit());
    expect(result.current.query.q).toBe('Grbavica');
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ options: { text: '' }, query: { q: '' } });
    expect(window.location.search).toBe('?tab=hidden&sort=priceLow');
  });

  it('reads an unknown order in the address as the newest first', () => {
    window.history.replaceState(null, '', '/me/properties?sort=cheapest&q=stan');
    const { result } = renderHook(() => useListOptions());
    expect(result.current.query).toEqual({ sort: 'newest', q: 'stan' });
  });
});
