import { proteccionDatosMeta } from '@/content/practice/proteccion-datos-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/proteccion-datos').then((module) => module.proteccionDatos),
);

export default function ProteccionDatosPage() {
  return <PracticePage meta={proteccionDatosMeta} load={load} />;
}
