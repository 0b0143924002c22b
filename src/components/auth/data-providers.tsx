import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from './auth-context';

/**
 * What pages with data need: a query cache and the signed-in person. Mounted by those pages
 * only (they are client-rendered), so public pages never start the backend.
 */
export function DataProviders({ children, start }: { children: ReactNode; start?: boolean }) {
  const [client] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <AuthProvider start={start}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
