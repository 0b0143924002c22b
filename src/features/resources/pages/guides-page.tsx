import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';

const loadBody = () => import('../bodies/guides-body');

export default function GuidesPage() {
  return (
    <>
      <Seo
        title="Guías legales prácticas"
        description="Guías claras sobre despidos, divorcio, herencias, empresas, compra de propiedades, firma electrónica e impuestos en Chile, escritas por abogados."
        path="/recursos/guias"
        breadcrumbs={[{ name: 'Guías legales', path: '/recursos/guias' }]}
      />
      <PrerenderedIsland id="guides" load={loadBody} />
    </>
  );
}
