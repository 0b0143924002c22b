import { CancelledError, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorText } from './error-meta';
import { showMessage } from './show-message';

/**
 * Shows, as an error toast, every failed mutation or query of the page's QueryClient that declares
 * its message in `meta` (see MessageMeta): the screens do not handle those errors one by one.
 */
export function useErrorToasts(): void {
  const client = useQueryClient();
  useEffect(() => {
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const text = errorText(event.action.error, event.mutation.options.meta);
      if (text) showMessage('error', text);
    });
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.action.error instanceof CancelledError) return;
      const text = errorText(event.action.error, event.query.meta);
      if (text) showMessage('error', text);
    });
    return () => {
      stopMutations();
      stopQueries();
    };
  }, [client]);
}
