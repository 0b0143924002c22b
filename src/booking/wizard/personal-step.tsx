import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PersonalDetailsFields } from '@/booking/ui/personal-details-fields';
import { buttonClass } from '@/components/ui/button-styles';
import { personalDataSchema, type PersonalData } from '@/booking/model/booking-schema';
import { withDocumentCheck } from '@/booking/ui/document-resolver';

interface PersonalStepProps {
  values: PersonalData;
  /**
   * False while the prerendered form is being hydrated. Its fields take input from the first
   * paint: what the visitor types or picks before the code arrives is kept as the form takes over
   * (react-hook-form keeps an edited field as it registers it), and the stored values then fill
   * only the fields left untouched.
   */
  restored: boolean;
  /** Every keystroke: the wizard keeps it, so a reload loses nothing. */
  onChange: (values: PersonalData) => void;
  onContinue: (values: PersonalData) => void;
}

/** Step 1: who is booking. The inputs carry the spec's field names. */
export function PersonalStep({ values, restored, onChange, onContinue }: PersonalStepProps) {
  const form = useForm<PersonalData>({
    resolver: withDocumentCheck(zodResolver(personalDataSchema)),
    defaultValues: values,
    mode: 'onTouched',
  });

  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  // A layout effect: the stored values are in place before the browser paints, and in the same
  // task, so nothing typed can land in between. A field the visitor already edited keeps what
  // they typed; the stored draft fills the others.
  useLayoutEffect(() => {
    if (restored) form.reset(values, { keepDirtyValues: true });
    // Only when the stored values arrive; later `values` are the form's own echoes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored]);

  const watched = useWatch({ control: form.control });
  useEffect(() => {
    const current = { ...values, ...watched };
    if (JSON.stringify(current) !== JSON.stringify(values)) latestOnChange.current(current);
    // `values` is what the wizard already has; only what differs from it is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched]);

  return (
    <form
      noValidate
      // Typing here before the page's code arrives starts the database (main.tsx).
      data-starts-backend
      aria-busy={!restored}
      aria-label="Tus datos"
      className="space-y-4"
      onSubmit={(event) => void form.handleSubmit(onContinue)(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonalDetailsFields
          form={form}
          phonePlaceholder="+56 9 1234 5678"
          company
          description={{ label: 'Describe brevemente tu consulta (opcional)' }}
        />
      </div>
      <div className="flex justify-end">
        <button type="submit" disabled={!restored} className={buttonClass('primary')}>
          Continuar
        </button>
      </div>
    </form>
  );
}
