import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';

const loadBody = () => import('../bodies/templates-body');

export default function TemplatesPage() {
  return (
    <>
      <Seo
        title="Plantillas, generadores y calculadoras legales"
        description="Generadores de contratos de arriendo y servicios, promesa de compraventa y términos con privacidad, y calculadoras legales de indemnización, herencia y más."
        path="/recursos/plantillas"
        breadcrumbs={[{ name: 'Plantillas y calculadoras', path: '/recursos/plantillas' }]}
      />
      <PrerenderedIsland id="templates" load={loadBody} />
    </>
  );
}
