import { RESPONSE_CLAIMS } from '@/content/company';
import type { MenuBadge as MenuBadgeText } from '@/content/navigation';
import { cn } from '@/lib/cn';

const URGENT: readonly MenuBadgeText[] = ['Urgente'];
const LIVE: readonly MenuBadgeText[] = ['En línea', RESPONSE_CLAIMS.chatBadge];

export function MenuBadge({ text }: { text: MenuBadgeText }) {
  return (
    <span
      className={cn(
        'ml-auto shrink-0 rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold',
        URGENT.includes(text)
          ? 'bg-urgent-soft text-urgent'
          : LIVE.includes(text)
            ? 'bg-surface-2 text-success'
            : 'bg-accent-soft text-accent',
      )}
    >
      {text}
    </span>
  );
}
