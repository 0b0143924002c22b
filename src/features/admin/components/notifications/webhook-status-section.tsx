import { Loading, LoadError } from '@/components/ui/load-states';
import { useWebhookStatus } from '../../api/use-webhook-status';

/**
 * The webhook as the server has it (masked: its path is its secret, and it never reaches the
 * browser) and the company data every payload carries, as the server sends it.
 */
export function WebhookStatusSection() {
  const status = useWebhookStatus();
  const empresa = status.data?.empresa;
  const rows = empresa
    ? [
        { label: 'Nombre', value: empresa.nombre },
        { label: 'Correo', value: empresa.email },
        { label: 'Teléfono', value: empresa.telefono },
        { label: 'WhatsApp', value: empresa.whatsapp },
        { label: 'Dirección', value: empresa.direccion },
        { label: 'Sitio web', value: empresa.sitioWeb },
      ]
    : [];
  return (
    <>
      <section aria-labelledby="notificaciones-webhook" className="space-y-2">
        <h3 id="notificaciones-webhook" className="text-lg font-semibold text-ink">
          Webhook
        </h3>
        {status.isPending && <Loading text="Consultando el servidor de notificaciones…" />}
        {status.isError && (
          <LoadError
            message={`No se pudo consultar el servidor de notificaciones: ${status.error.message}`}
            onRetry={() => void status.refetch()}
          />
        )}
        {status.data && (
          <dl className="rounded-2xl border border-line bg-surface p-4">
            <dt className="text-sm text-ink-muted">URL en uso</dt>
            <dd className="font-mono text-ink wrap-anywhere">
              {status.data.destino ?? 'No configurada'}
            </dd>
          </dl>
        )}
      </section>

      {rows.length > 0 && (
        <section aria-labelledby="notificaciones-empresa" className="space-y-2">
          <h3 id="notificaciones-empresa" className="text-lg font-semibold text-ink">
            Datos de la empresa
          </h3>
          <dl className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2">
            {rows.map((row) => (
              <div key={row.label}>
                <dt className="text-sm text-ink-muted">{row.label}</dt>
                <dd className="text-ink wrap-anywhere">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
