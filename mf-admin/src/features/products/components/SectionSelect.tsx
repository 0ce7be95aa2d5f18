import type { Category } from '@shop/shared';
import { Field, selectClass } from '../../../components/Field';

/** A section to choose: its path below /catalog and its name with the sections above it. */
export interface SectionChoice {
  path: string;
  name: string;
  /** 0: a category (only the list filters by it), 1 and 2: where a product may be placed. */
  level: number;
}

export function sectionChoices(tree: Category[] = []): SectionChoice[] {
  const path = (link: string) => link.replace(/^\/catalog\//, '');
  return tree.flatMap((c) => [
    { path: path(c.categoryLink), name: c.categoryName, level: 0 },
    ...c.subcategories.flatMap((s) => [
      { path: path(s.subcategoryLink), name: `${c.categoryName} / ${s.subcategoryName}`, level: 1 },
      ...s.subcategories.map((s2) => ({
        path: path(s2.subcategoryLink),
        name: `${c.categoryName} / ${s.subcategoryName} / ${s2.subcategoryName}`,
        level: 2,
      })),
    ]),
  ]);
}

interface SectionSelectProps {
  label: string;
  /** The first option's text (value ''): «Все разделы» or «Выберите раздел…». */
  empty: string;
  sections: SectionChoice[];
  value: string;
  error?: string;
  onChange: (path: string) => void;
}

/** A labelled choice of a catalogue section, by its names from the category down. */
export function SectionSelect({ label, empty, sections, value, error, onChange }: SectionSelectProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          className={selectClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{empty}</option>
          {sections.map((s) => (
            <option key={s.path} value={s.path}>
              {s.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
