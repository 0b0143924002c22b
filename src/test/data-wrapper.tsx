import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { BackendPort } from '@/backend/port';
import { BackendProvider } from '@/components/auth/backend-context';
import { StaffToaster } from '@/components/feedback/staff-toaster';

/**
 * What a component with data needs in a test: a fresh query cache (no retries, so an error shows
 * at once), the backend its hooks reach through useBackend(), and the toaster the staff and
 * account pages mount, so a screen's messages and routed errors appear as they do there.
 */
export function DataWrapper({ backend, children }: { backend: BackendPort; children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <BackendProvider backend={backend}>
        <StaffToaster />
        {children}
      </BackendProvider>
    </QueryClientProvider>
  );
}
