import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-styles';

interface OutcomeMessageProps {
  heading: string;
  children: ReactNode;
  /** Where the visitor goes from here (none while the page waits for something). */
  action?: { to: string; label: string };
}

/** A page that did not end in a confirmed booking: what happened and one way forward. */
export function OutcomeMessage({ heading, children, action }: OutcomeMessageProps) {
  return (
    <div className="space-y-6 rounded-xl border border-line bg-surface p-8 text-center">
      <h1 className="text-2xl font-bold text-ink">{heading}</h1>
      <div className="space-y-2 text-ink-muted">{children}</div>
      {action && (
        <Link to={action.to} className={buttonClass('primary')}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
