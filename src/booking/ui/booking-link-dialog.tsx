import { useEffect } from 'react';
import { isPlanId } from '@/content/catalogue/plans';
import BookingDialog from './booking-dialog';

interface BookingLinkDialogProps {
  plan: string;
  serviceTitle: string;
  /** Where the link leads: followed instead when its plan is not in the catalogue. */
  href: string;
  onClose: () => void;
}

/**
 * The booking dialog for a BookingLink. The plan is checked here, in the dialog's own chunk, so
 * that the catalogue is not part of every page's code; a link whose plan the catalogue does not
 * know (an old cached page) is followed to the wizard, which names the unknown plan.
 */
export default function BookingLinkDialog({
  plan,
  serviceTitle,
  href,
  onClose,
}: BookingLinkDialogProps) {
  const known = isPlanId(plan);
  useEffect(() => {
    if (!known) window.location.assign(href);
  }, [known, href]);
  if (!known) return null;
  return <BookingDialog plan={plan} serviceTitle={serviceTitle} onClose={onClose} />;
}
