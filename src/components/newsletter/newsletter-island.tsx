import { FormIsland } from '@/components/forms/form-island';

const loadBox = () => import('./newsletter-box');

/**
 * The footer's newsletter sign-up. Its field is in every page's static HTML; its code loads when
 * a reader starts using it, so it costs the pages nothing until then.
 */
export function NewsletterIsland() {
  return <FormIsland id="boletin" load={loadBox} props={{}} />;
}
