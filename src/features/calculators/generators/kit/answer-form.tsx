import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '../../kit/select-field';
import type { AnswerErrors, AnswerField, Answers } from './answer-fields';

interface AnswerFormProps {
  label: string;
  fields: readonly AnswerField[];
  answers: Answers;
  /** Errors to show now (of the fields the visitor has left, or all after a download attempt). */
  errors: AnswerErrors;
  onAnswer: (name: string, value: string) => void;
  onLeave: (name: string) => void;
}

const INPUT_MODE = { amount: 'decimal', whole: 'numeric' } as const;

function Field({
  field,
  value,
  error,
  onAnswer,
  onLeave,
}: {
  field: AnswerField;
  value: string;
  error?: string;
  onAnswer: (name: string, value: string) => void;
  onLeave: (name: string) => void;
}) {
  const label = field.optional ? `${field.label} (opcional)` : field.label;
  const common = { name: field.name, label, hint: field.hint, error };
  if (field.kind === 'choice')
    return (
      <SelectField
        {...common}
        className="sm:col-span-2"
        value={value}
        choices={field.choices ?? []}
        onChange={(next) => onAnswer(field.name, next)}
      />
    );
  if (field.kind === 'long-text')
    return (
      <TextAreaField
        {...common}
        value={value}
        className="sm:col-span-2"
        onBlur={() => onLeave(field.name)}
        onChange={(event) => onAnswer(field.name, event.target.value)}
      />
    );
  return (
    <TextField
      {...common}
      type={field.kind === 'date' ? 'date' : field.kind === 'email' ? 'email' : 'text'}
      inputMode={
        field.kind === 'amount' || field.kind === 'whole' ? INPUT_MODE[field.kind] : undefined
      }
      autoComplete="off"
      value={value}
      onBlur={() => onLeave(field.name)}
      onChange={(event) => onAnswer(field.name, event.target.value)}
    />
  );
}

/** The generator's questions, grouped as the document is (the parties, the property, the terms). */
export function AnswerForm({ label, fields, answers, errors, onAnswer, onLeave }: AnswerFormProps) {
  const groups = [...new Set(fields.map((field) => field.group))];
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="space-y-6"
    >
      {groups.map((group) => (
        <fieldset key={group} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-ink">{group}</legend>
          {fields
            .filter((field) => field.group === group)
            .map((field) => (
              <Field
                key={field.name}
                field={field}
                value={answers[field.name] ?? ''}
                error={errors[field.name]}
                onAnswer={onAnswer}
                onLeave={onLeave}
              />
            ))}
        </fieldset>
      ))}
    </form>
  );
}
