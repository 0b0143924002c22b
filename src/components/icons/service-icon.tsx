import {
  Briefcase,
  Building2,
  Calculator,
  FileText,
  Globe,
  House,
  Landmark,
  Lightbulb,
  Scale,
  ScrollText,
  ShieldCheck,
  ShoppingBag,
  Siren,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceIcon as ServiceIconName } from '@/content/catalogue/home-services';

const ICONS: Record<ServiceIconName, LucideIcon> = {
  briefcase: Briefcase,
  users: Users,
  scroll: ScrollText,
  home: House,
  building: Building2,
  'file-text': FileText,
  landmark: Landmark,
  calculator: Calculator,
  'shield-check': ShieldCheck,
  globe: Globe,
  lightbulb: Lightbulb,
  'shopping-bag': ShoppingBag,
  scale: Scale,
  siren: Siren,
};

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
