export { ServiceIcon } from '@/components/icons/service-icon';
