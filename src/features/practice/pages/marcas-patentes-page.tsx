import { marcasPatentesMeta } from '@/content/practice/marcas-patentes-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/marcas-patentes').then((module) => module.marcasPatentes),
);

export default function MarcasPatentesPage() {
  return <PracticePage meta={marcasPatentesMeta} load={load} />;
}
