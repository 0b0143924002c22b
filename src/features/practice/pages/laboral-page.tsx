import { laboral } from '@/content/practice/laboral';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(laboral);

export default function LaboralPage() {
  return <PracticePage content={laboral} load={load} />;
}
