import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { company, minutesInWords } from '@/content/company';

const loadBody = () => import('../bodies/urgent-body');

export default function UrgentPage() {
  return (
    <>
      <Seo
        title="Abogado de urgencia 24/7"
        description={`Emergencias legales a cualquier hora: detenciones, audiencias, fiscalizaciones y despidos. Un abogado de ${company.name} te contacta en menos de ${minutesInWords(company.emergencyContactMinutes)}.`}
        path="/urgente"
        breadcrumbs={[{ name: 'Urgencias 24/7', path: '/urgente' }]}
      />
      <PrerenderedIsland id="urgente" load={loadBody} />
    </>
  );
}
