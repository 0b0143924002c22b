import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { company } from '@/content/company';

const loadBody = () => import('../bodies/home-body');

export default function HomePage() {
  return (
    <>
      <Seo
        title={`${company.name}: abogados en Santiago, consultas legales a precio fijo`}
        description={`Consultas legales de ${company.consultationMinutes} minutos a precio fijo con abogados en Santiago: laboral, familia, herencias, empresas y más. Primera orientación gratuita.`}
        path="/"
      />
      <PrerenderedIsland id="inicio" load={loadBody} />
    </>
  );
}
