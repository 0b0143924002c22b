import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditQuery } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';

/** Every audit query starts with `all`, to refresh them all after a change that is audited. */
export const auditKeys = {
  all: ['auditoria'] as const,
  page: (query: AuditQuery) => [...auditKeys.all, 'lista', query] as const,
  record: (table: string, id: string) => [...auditKeys.all, 'registro', table, id] as const,
};

/** One page of the audit trail, filtered in the database; the last page stays while one loads. */
export function useAuditPage(query: AuditQuery) {
  const backend = useBackend();
  return useQuery({
    queryKey: auditKeys.page(query),
    queryFn: () => backend.auditoria.list(query),
    placeholderData: keepPreviousData,
  });
}
