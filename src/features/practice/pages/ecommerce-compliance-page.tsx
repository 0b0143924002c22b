import { ecommerceComplianceMeta } from '@/content/practice/ecommerce-compliance-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/ecommerce-compliance').then((module) => module.ecommerceCompliance),
);

export default function EcommerceCompliancePage() {
  return <PracticePage meta={ecommerceComplianceMeta} load={load} />;
}
