import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * Closes the dialog a control is in. The browser returns the focus to where it was, and the
 * dialog's close event tells its owner to unmount it.
 */
export function closeDialog(control: Element): void {
  control.closest('dialog')?.close();
}

interface StaffDialogProps {
  title: string;
  /** Called once the dialog closed (Escape, the backdrop, a button): the caller unmounts it. */
  onClose: () => void;
  /** While a change runs the dialog stays open: Escape and the backdrop do nothing. */
  busy: boolean;
  /** Wider, for the slot picker's week. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A modal for a change to a booking: a native <dialog>, so the focus stays inside and Escape
 * closes it; a click on the backdrop closes it too. Opened on mount, with the focus on the
 * control marked `data-autofocus`, if any.
 */
export function StaffDialog({ title, onClose, busy, wide = false, children }: StaffDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  return (
    // Escape is the dialog's own (native); the click handler only adds "click outside to close".
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) event.currentTarget.close();
      }}
      className={`m-auto rounded-2xl bg-page p-0 text-ink backdrop:bg-black/60 ${
        wide ? 'w-[min(48rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'
      }`}
    >
      <div className="space-y-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={(event) => {
              closeDialog(event.currentTarget);
            }}
            disabled={busy}
            aria-label="Cerrar"
            className="rounded-md px-2 text-2xl leading-none text-ink-muted hover:bg-surface-2 disabled:opacity-60"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
