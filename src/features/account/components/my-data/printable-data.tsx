import type { DataExport } from '@/lib/privacy/data-export';
import { buttonClass } from '@/components/ui/button-styles';

const PRINT_ONLY_THIS = `@media print {
  body * { visibility: hidden; }
  #mis-datos-imprimible, #mis-datos-imprimible * { visibility: visible; }
  #mis-datos-imprimible { position: absolute; inset: 0 auto auto 0; width: 100%; }
  #mis-datos-imprimible .no-print { display: none; }
}`;

const LABELS: Record<string, string> = {
  cuenta: 'Cuenta',
  perfil: 'Perfil',
  reservas: 'Reservas',
  pagos: 'Pagos',
  avisos: 'Avisos enviados',
  mensajes_contacto: 'Mensajes de contacto',
  suscripciones: 'Boletín',
  eventos_seguridad: 'Eventos de seguridad',
  auditoria: 'Registro de auditoría (accesos y cambios a tus datos)',
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

function Rows({ rows }: { rows: Record<string, unknown>[] }) {
  if (rows.length === 0) return <p className="text-ink-muted">Ninguno.</p>;
  return (
    <div className="space-y-3">
      {rows.map((row, index) => (
        <dl
          key={index}
          className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-3 rounded-lg border border-line p-3 text-sm break-inside-avoid"
        >
          {Object.entries(row).map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-ink-muted">{key}</dt>
              <dd className="break-all text-ink">{show(value)}</dd>
            </div>
          ))}
        </dl>
      ))}
    </div>
  );
}

/** The export as a page to read and print: the same content as the downloaded file. */
export function PrintableData({ data, onClose }: { data: DataExport; onClose: () => void }) {
  const { datos, contexto } = data;
  const sections: [string, Record<string, unknown>[]][] = [
    ['cuenta', datos.cuenta ? [datos.cuenta] : []],
    ['perfil', datos.perfil ? [datos.perfil] : []],
    ['reservas', datos.reservas],
    ['pagos', datos.pagos],
    ['avisos', datos.avisos],
    ['mensajes_contacto', datos.mensajes_contacto],
    ['suscripciones', datos.suscripciones],
    ['eventos_seguridad', datos.eventos_seguridad],
    ['auditoria', datos.auditoria],
  ];
  return (
    <article
      id="mis-datos-imprimible"
      aria-labelledby="mis-datos-imprimible-titulo"
      className="space-y-5 rounded-xl border border-line bg-surface p-4"
    >
      <style>{PRINT_ONLY_THIS}</style>
      <div className="no-print flex flex-wrap gap-2">
        <button type="button" className={buttonClass('primary')} onClick={() => window.print()}>
          Imprimir
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Cerrar versión imprimible
        </button>
      </div>
      <header>
        <h3 id="mis-datos-imprimible-titulo" className="text-xl font-bold text-ink">
          Tus datos en {data.responsable.nombre}
        </h3>
        <p className="text-sm text-ink-muted">
          Generado el {new Date(data.generado_en).toLocaleString('es-CL')} · Política de privacidad
          versión {data.politica_de_privacidad.version} · Formato {data.esquema.nombre}{' '}
          {data.esquema.version}
        </p>
      </header>
      <section className="space-y-2">
        <h4 className="font-semibold text-ink">Para qué los usamos</h4>
        <ul className="list-disc pl-6 text-sm text-ink">
          {contexto.finalidades.map((f) => (
            <li key={f.datos}>
              {f.datos}: {f.finalidad}.
            </li>
          ))}
        </ul>
        <h4 className="font-semibold text-ink">Quién los recibe</h4>
        <ul className="list-disc pl-6 text-sm text-ink">
          {contexto.destinatarios.map((d) => (
            <li key={d.quien}>
              {d.quien}: {d.para_que}.
            </li>
          ))}
        </ul>
        <h4 className="font-semibold text-ink">Cuánto tiempo los guardamos</h4>
        <ul className="list-disc pl-6 text-sm text-ink">
          {contexto.conservacion.map((c) => (
            <li key={c.datos}>
              {c.datos}: {c.plazo} desde {c.desde}; luego {c.luego}.
            </li>
          ))}
        </ul>
        <p className="text-sm text-ink">Origen: {contexto.origen}</p>
        <p className="text-sm text-ink">
          Decisiones automatizadas: {contexto.decisiones_automatizadas}
        </p>
        <p className="text-sm text-ink">{contexto.derechos}</p>
      </section>
      {sections.map(([key, rows]) => (
        <section key={key} className="space-y-2">
          <h4 className="font-semibold text-ink">{LABELS[key]}</h4>
          <Rows rows={rows} />
        </section>
      ))}
    </article>
  );
}
