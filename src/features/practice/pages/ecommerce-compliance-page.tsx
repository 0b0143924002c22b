import { ecommerceCompliance } from '@/content/practice/ecommerce-compliance';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(ecommerceCompliance);

export default function EcommerceCompliancePage() {
  return <PracticePage content={ecommerceCompliance} load={load} />;
}
