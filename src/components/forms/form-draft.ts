import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { readKept, removeKept, writeKept, type KeptRecordRules } from '@/lib/storage/kept-record';
import { currentOwner } from '@/lib/storage/record-owner';
import type { Validator } from '@/lib/storage/typed-storage';
import type { Carried } from './form-island';
import { draftKey } from './draft-key';
import { restoreFocus } from './restore-focus';

export { CONTACT_FORM_ID } from './draft-key';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What a visitor typed in a contact or intake form, kept so that a reload or a refused send never
 * loses it. It holds personal data, so it follows the booking draft's rules: this tab only
 * (sessionStorage), dropped after two idle hours, for the person who typed it only; and it is
 * removed once the message is sent.
 */
export function draftRules(formId: string): KeptRecordRules {
  return { key: draftKey(formId), area: 'session', maxAgeMs: 2 * HOUR_MS };
}

type TextFields = Record<string, string>;

/** A stored draft: text fields only; anything else is dropped. */
const textFields: Validator<TextFields> = {
  safeParse(input) {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return { success: false };
    const data: TextFields = {};
    for (const [key, value] of Object.entries(input))
      if (typeof value === 'string') data[key] = value;
    return { success: true, data };
  },
};

export function readDraft(formId: string, now = Date.now()): TextFields | undefined {
  return readKept(draftRules(formId), textFields, { now })?.value;
}

export function writeDraft(formId: string, values: TextFields, now = Date.now()): void {
  if (Object.values(values).every((value) => value.trim() === '')) clearDraft(formId);
  else writeKept(draftRules(formId), values, currentOwner(), now);
}

export function clearDraft(formId: string): void {
  removeKept(draftRules(formId));
}

/**
 * Restores the form's stored draft once the page runs, then keeps it up to date as the visitor
 * types. Only fields the form knows are restored. What was typed into the static form before
 * its code arrived (`carried`) wins, then the draft, then `initial` (a service chosen by the
 * link); the cursor goes back where it was.
 */
export function useFormDraft<T extends FieldValues>(
  formId: string,
  form: UseFormReturn<T>,
  initial: Partial<T> = {},
  carried?: Carried,
): void {
  const restored = useRef(false);
  // Before the browser paints or handles another event: the static field that had the focus is
  // gone, and a keystroke in between would be lost.
  useLayoutEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readDraft(formId) ?? {};
    const current = form.getValues();
    for (const [key, now] of Object.entries(current)) {
      const value = carried?.values[key] || draft[key] || (initial as Record<string, unknown>)[key];
      if (typeof value !== 'string' || value === '') continue;
      // A checkbox travels as 'true' or 'false': the field holds whether it is ticked.
      const restoredValue = typeof now === 'boolean' ? value === 'true' : value;
      form.setValue(key as Path<T>, restoredValue as PathValue<T, Path<T>>);
    }
    if (carried?.focus && carried.focus.name in current) restoreFocus(carried.focus);
    // Runs once: the draft is read when the page starts, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After the form library's own start-up (its first notifications carry no typed values).
  useEffect(() => {
    const keep = (values: Record<string, unknown>) => {
      const texts: TextFields = {};
      for (const [key, value] of Object.entries(values))
        if (typeof value === 'string') texts[key] = value;
      writeDraft(formId, texts);
    };
    // What the form now shows (carried from the static fields, or restored) is kept at once, not
    // only after the next keystroke.
    keep(form.getValues());
    const subscription = form.watch(keep);
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
