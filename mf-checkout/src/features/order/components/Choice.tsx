import styles from './OrderForm.module.css';

interface ChoiceProps<T extends string> {
  name: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** Two or more exclusive options as real radio buttons, drawn as a segmented switch. */
export function Choice<T extends string>({ name, label, value, options, onChange }: ChoiceProps<T>) {
  return (
    <div className={styles.choice} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={option.value === value ? styles.chosen : undefined}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
