import { reclamosSernac } from '@/content/practice/reclamos-sernac';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(reclamosSernac);

export default function ReclamosSernacPage() {
  return <PracticePage content={reclamosSernac} load={load} />;
}
