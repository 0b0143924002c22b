import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'urgent';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-on-brand hover:bg-brand-strong',
  secondary: 'border border-line bg-surface text-ink hover:bg-surface-2',
  urgent: 'bg-urgent text-surface hover:opacity-90',
};

/** Classes for anything that looks like a button (a <button> or a link styled as one). */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold no-underline transition-colors',
    VARIANTS[variant],
    className,
  );
}
