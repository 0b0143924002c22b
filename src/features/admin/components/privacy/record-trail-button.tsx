import { useState } from 'react';
import type { AuditedTable } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { Loading, LoadError } from '@/components/ui/load-states';
import { PaymentDialog } from '../payments/payment-dialog';
import { AuditEntryTable } from './audit-entry-table';
import { useRecordTrail } from '../../api/use-record-trail';

function RecordTrail({ table, id }: { table: AuditedTable; id: string }) {
  const query = useRecordTrail(table, id);
  if (query.isPending) return <Loading text="Cargando el registro de acceso..." />;
  if (query.isError)
    return (
      <LoadError
        message={`No se pudo cargar el registro: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0)
    return (
      <p className="text-ink-muted">Nadie del equipo ha consultado ni cambiado este registro.</p>
    );
  return <AuditEntryTable entries={query.data} caption="Accesos a este registro" />;
}

/** 'Ver registro de acceso': who of the staff read or changed one record, in a dialog. */
export function RecordTrailButton({
  table,
  id,
  label,
  className,
}: {
  table: AuditedTable;
  id: string;
  /** The accessible name, naming the record ('Ver registro de acceso de la reserva de Ana'). */
  label: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        onClick={() => {
          setOpen(true);
        }}
        className={buttonClass('secondary', className)}
      >
        Ver registro de acceso
      </button>
      {open && (
        <PaymentDialog
          title="Registro de acceso"
          busy={false}
          onClose={() => {
            setOpen(false);
          }}
        >
          <RecordTrail table={table} id={id} />
        </PaymentDialog>
      )}
    </>
  );
}
