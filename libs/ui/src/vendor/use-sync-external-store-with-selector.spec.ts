import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSyncExternalStoreWithSelector } from './use-sync-external-store-with-selector';

function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next: T) => {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe('useSyncExternalStoreWithSelector', () => {
  it('gives the selected slice and follows the store', () => {
    const store = createStore({ count: 1, name: 'a' });
    const { result } = renderHook(() =>
      useSyncExternalStoreWithSelector(
        store.subscribe,
        store.get,
        undefined,
        (state) => state.count,
      ),
    );
    expect(result.current).toBe(1);
    act(() => store.set({ count: 2, name: 'a' }));
    expect(result.current).toBe(2);
  });

  it('keeps the previous selection while isEqual says nothing changed', () => {
    const store = createStore({ items: [1, 2], other: 0 });
    const sameItems = (a: number[], b: number[]) =>
      a.length === b.length && a.every((item, index) => item === b[index]);
    const { result } = renderHook(() =>
      useSyncExternalStoreWithSelector(
        store.subscribe,
        store.get,
        undefined,
        (state) => [...state.items],
        sameItems,
      ),
    );
    const first = result.current;
    act(() => store.set({ items: [1, 2], other: 1 }));
    expect(result.current).toBe(first);
    act(() => store.set({ items: [1, 2, 3], other: 1 }));
    expect(result.current).toEqual([1, 2, 3]);
  });
});
