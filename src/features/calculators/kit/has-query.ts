/** A calculator opened from a shared link has values to show: its code is needed at once. */
export const hasQuery = (): boolean => window.location.search.length > 1;
