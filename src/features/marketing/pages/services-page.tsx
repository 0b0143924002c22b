import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';

const loadBody = () => import('../bodies/services-body');

export default function ServicesPage() {
  return (
    <>
      <Seo
        title="Servicios legales y precios"
        description="Todos nuestros servicios con su precio final en pesos: consultas por área, trámites express y planes para empresas."
        path="/servicios"
        breadcrumbs={[{ name: 'Servicios', path: '/servicios' }]}
      />
      <PrerenderedIsland id="servicios" load={loadBody} />
    </>
  );
}
