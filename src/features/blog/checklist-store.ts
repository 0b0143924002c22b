import { localListStore, type LocalListStore } from './local-list-store';
import { checklistKey } from './widget-storage';

const stores = new Map<string, LocalListStore<number>>();
const isIndex = (item: unknown): item is number => Number.isInteger(item);

/** The ticked items (by position) of an article's checklist, kept in this browser. */
export function checklistStore(id: string): LocalListStore<number> {
  let store = stores.get(id);
  if (!store) {
    store = localListStore(checklistKey(id), isIndex);
    stores.set(id, store);
  }
  return store;
}
