import { useSyncExternalStore } from 'react';
import { readStored, writeStored, type Validator } from '@/lib/storage/typed-storage';

/**
 * A list kept in localStorage that components read with useSyncExternalStore: every reader
 * updates when one writes, in this tab and in others. The server (and hydration) sees an empty
 * list, so prerendered HTML always matches; the stored one shows right after.
 */
export interface LocalListStore<T> {
  read(): readonly T[];
  write(items: readonly T[]): void;
  useItems(): readonly T[];
}

const EMPTY: readonly never[] = [];

export function localListStore<T>(key: string, isItem: (item: unknown) => item is T) {
  const validator: Validator<T[]> = {
    safeParse: (input) =>
      Array.isArray(input) && input.every(isItem)
        ? { success: true, data: input }
        : { success: false },
  };
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; items: readonly T[] } | undefined;

  const read = (): readonly T[] => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return EMPTY;
    }
    if (cached?.raw !== raw) cached = { raw, items: readStored(key, validator) ?? EMPTY };
    return cached.items;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  const store: LocalListStore<T> = {
    read,
    write(items) {
      writeStored(key, items);
      notify();
    },
    useItems: () => useSyncExternalStore(subscribe, read, () => EMPTY),
  };
  return store;
}
