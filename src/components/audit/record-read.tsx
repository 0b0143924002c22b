import { useEffect, useState } from 'react';
import type { AuditedTable } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';

interface RecordReadProps {
  table: AuditedTable;
  /** The records the screen shows now; undefined while they load. */
  ids: readonly string[] | undefined;
  /** Which screen, as the audit trail names it ('admin/reservas'). */
  screen: string;
}

/**
 * Records in the audit trail that the signed-in staff member was shown these records: once per
 * set of records a screen loads (a refetch of the same rows is not a new read), never per row.
 * Renders nothing unless the record could not be written.
 */
export function RecordRead({ table, ids, screen }: RecordReadProps) {
  const backend = useBackend();
  const key = ids?.join(',') ?? '';
  const [failed, setFailed] = useState(false);
  // While this screen is shown, the changes made on it name it too (the audit triggers).
  useEffect(() => {
    backend.auditoria.setScreen(screen);
    return () => {
      backend.auditoria.setScreen(null);
    };
  }, [backend, screen]);
  useEffect(() => {
    if (!key) return;
    let current = true;
    backend.auditoria.logRead(table, key.split(','), screen).then(
      () => {
        if (current) setFailed(false);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [backend, table, key, screen]);

  return failed ? (
    <p role="status" className="text-sm text-urgent">
      No se pudo anotar esta consulta en el registro de auditoría. Recarga la página para
      reintentarlo.
    </p>
  ) : null;
}
