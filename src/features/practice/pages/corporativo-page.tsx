import { corporativo } from '@/content/practice/corporativo';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(corporativo);

export default function CorporativoPage() {
  return <PracticePage content={corporativo} load={load} />;
}
