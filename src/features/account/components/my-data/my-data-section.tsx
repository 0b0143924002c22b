import { useId, useState } from 'react';
import type { Profile } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { downloadBlob } from '@/lib/files/download-blob';
import { dataExportBlob, exportFileName, type DataExport } from '@/lib/privacy/data-export';
import { useExportMyData } from '../../api/use-export-my-data';
import { DeleteAccount } from './delete-account';
import { EmailChange } from './email-change';
import { PrintableData } from './printable-data';
import { ProfileForm } from './profile-form';

interface MyDataSectionProps {
  email: string;
  profile: Profile | null;
}

/**
 * 'Mis datos': the person's rights over their data, in their account. Access and portability
 * (the file and a printable page), rectification (name, phone, address) and erasure.
 */
export function MyDataSection({ email, profile }: MyDataSectionProps) {
  const headingId = useId();
  const [printable, setPrintable] = useState<DataExport | null>(null);
  const gather = useExportMyData({
    onSuccess: ({ use, at, file }) => {
      if (use === 'descargar') downloadBlob(exportFileName(at), dataExportBlob(file));
      else setPrintable(file);
    },
  });

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Mis datos
      </h2>
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">Tus datos en Punto Legal</h3>
        <p className="text-ink">
          Descarga todo lo que guardamos sobre ti (cuenta, reservas, pagos, avisos, mensajes,
          suscripciones y registro de accesos), con para qué lo usamos, quién lo recibe y cuánto
          tiempo lo guardamos. El archivo JSON sirve también para llevar tus datos a otro servicio.
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={gather.isPending}
            onClick={() => gather.mutate('descargar')}
            className={buttonClass('primary')}
          >
            Descargar mis datos
          </button>
          <button
            type="button"
            disabled={gather.isPending}
            onClick={() => gather.mutate('imprimir')}
            className={buttonClass('secondary')}
          >
            Ver versión imprimible
          </button>
        </div>
        <div role="status">
          {gather.isPending && <p className="text-ink-muted">Reuniendo tus datos...</p>}
        </div>
        {gather.error && (
          <p role="alert" className="font-medium text-urgent">
            {gather.error.message || 'No se pudieron reunir tus datos. Intenta de nuevo.'}
          </p>
        )}
        {printable && <PrintableData data={printable} onClose={() => setPrintable(null)} />}
      </div>
      {profile && (
        <div className="space-y-3">
          <h3 className="text-lg font-semibold text-ink">Corregir mis datos</h3>
          <ProfileForm profile={profile} />
        </div>
      )}
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">Cambiar mi correo</h3>
        <EmailChange current={email} />
      </div>
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">Eliminar tu cuenta</h3>
        <DeleteAccount />
      </div>
    </section>
  );
}
