import { Field, inputProps, selectClass as textareaClass } from '../../../components/Field';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'text' | 'numeric' | 'decimal';
  autoComplete?: string;
  /** A text of several lines. */
  multiline?: boolean;
}

/** A labelled text input of a settings form, its hint and error tied to it (`aria-describedby`). */
export function TextField({ label, value, onChange, error, hint, multiline, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) =>
        multiline ? (
          <textarea
            rows={4}
            {...control}
            className={textareaClass}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input autoComplete="off" {...input} {...control} {...inputProps(value, onChange)} />
        )
      }
    </Field>
  );
}
