import { useSyncExternalStore } from 'react';
import { getPreferences, getServerPreferences, subscribeToPreferences } from './preferences-store';

/** The visitor's theme and accessibility choices; the defaults while hydrating prerendered HTML. */
export function usePreferences() {
  return useSyncExternalStore(subscribeToPreferences, getPreferences, getServerPreferences);
}
