import { marcasPatentes } from '@/content/practice/marcas-patentes';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(marcasPatentes);

export default function MarcasPatentesPage() {
  return <PracticePage content={marcasPatentes} load={load} />;
}
