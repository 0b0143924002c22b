import { useQuery } from '@tanstack/react-query';
import type { AuditedTable } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import { auditKeys } from './use-audit-page';

/** Who of the staff read or changed one record. */
export function useRecordTrail(table: AuditedTable, id: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: auditKeys.record(table, id),
    queryFn: () => backend.auditoria.ofRecord(table, id),
  });
}
