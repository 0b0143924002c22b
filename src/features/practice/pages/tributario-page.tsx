import { tributario } from '@/content/practice/tributario';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(tributario);

export default function TributarioPage() {
  return <PracticePage content={tributario} load={load} />;
}
