import { proteccionDatos } from '@/content/practice/proteccion-datos';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(proteccionDatos);

export default function ProteccionDatosPage() {
  return <PracticePage content={proteccionDatos} load={load} />;
}
