import { sociedadesExpress } from '@/content/practice/sociedades-express';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(sociedadesExpress);

export default function SociedadesExpressPage() {
  return <PracticePage content={sociedadesExpress} load={load} />;
}
