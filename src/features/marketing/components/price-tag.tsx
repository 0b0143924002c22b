export { PriceTag } from '@/components/pricing/price-tag';
