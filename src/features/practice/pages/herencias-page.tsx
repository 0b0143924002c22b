import { herencias } from '@/content/practice/herencias';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(herencias);

export default function HerenciasPage() {
  return <PracticePage content={herencias} load={load} />;
}
