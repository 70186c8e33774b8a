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
    expect(result.current.query).toEqual({ sort: 'priceLow', q: '', agent: '' });
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
    expect(result.current.query).toEqual({ sort: 'newest', q: 'stan', agent: '' });
  });
});

describe('the agent filter of My properties', () => {
  const agent = '22222222-2222-4222-8222-222222222222';

  it('reads an agent’s id or "none" from the address, anything else as no filter', () => {
    window.history.replaceState(null, '', `/me/properties?agent=${agent}`);
    expect(renderHook(() => useListOptions()).result.current.query.agent).toBe(agent);
    window.history.replaceState(null, '', '/me/properties?agent=none');
    expect(renderHook(() => useListOptions()).result.current.query.agent).toBe('none');
    window.history.replaceState(null, '', '/me/properties?agent=emir');
    expect(renderHook(() => useListOptions()).result.current.query.agent).toBe('');
  });

  it('is kept in the address, and clearing the search clears it too', () => {
    const { result } = renderHook(() => useListOptions());
    act(() => result.current.setAgent(agent));
    expect(result.current.query.agent).toBe(agent);
    expect(window.location.search).toBe(`?tab=hidden&sort=priceLow&agent=${agent}`);
    act(() => result.current.setText('Grbavica'));
    act(() => result.current.clear());
    expect(result.current.query).toEqual({ sort: 'priceLow', q: '', agent: '' });
    expect(window.location.search).toBe('?tab=hidden&sort=priceLow');
  });
});
