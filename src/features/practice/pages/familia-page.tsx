import { familia } from '@/content/practice/familia';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(familia);

export default function FamiliaPage() {
  return <PracticePage content={familia} load={load} />;
}
