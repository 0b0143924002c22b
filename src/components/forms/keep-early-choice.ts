import type { FieldPathByValue, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Registers a radio group so that the option a visitor picked in the prerendered form, before the
 * page's code took it over, stays picked. react-hook-form keeps what was typed into a field, a box
 * ticked or an option selected by then (it compares each element with its default as it
 * registers it), but sets a radio group to the form's value, which would clear the choice. The
 * pick is recorded as the visitor's own change, once.
 */
export function registerKeepingEarlyChoice<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, string>,
>(form: UseFormReturn<Values>, name: Name) {
  const field = form.register(name);
  return {
    ...field,
    ref: (element: HTMLInputElement | null) => {
      // Read before react-hook-form registers the element: registering unchecks it.
      const picked = element?.checked && !element.defaultChecked && element.value;
      field.ref(element);
      if (picked && form.getValues(name) !== picked)
        form.setValue(name, picked as PathValue<Values, Name>, {
          shouldDirty: true,
          shouldTouch: true,
        });
    },
  };
}
