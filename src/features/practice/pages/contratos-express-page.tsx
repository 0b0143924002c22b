import { contratosExpress } from '@/content/practice/contratos-express';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(contratosExpress);

export default function ContratosExpressPage() {
  return <PracticePage content={contratosExpress} load={load} />;
}
