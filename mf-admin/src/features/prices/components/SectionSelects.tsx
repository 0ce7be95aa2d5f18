import type { Category } from '@shop/shared';
import { Field, selectClass } from '../../../components/Field';
import { slugOf, useCatalogTree } from '../../../lib/catalog';
import { ADMIN_TEXTS } from '../../../texts';
import { SECTION_DEPTH, type FormErrors, type Mode, type PriceForm } from '../utils/modes';

interface Option {
  slug: string;
  name: string;
}

/** The choices of each level, each narrowed by the level above it. */
function levels(tree: Category[], form: PriceForm): Option[][] {
  const category = tree.find((c) => slugOf(c.categoryLink) === form.category);
  const subcategory = category?.subcategories.find((s) => slugOf(s.subcategoryLink) === form.subcategory);
  return [
    tree.map((c) => ({ slug: slugOf(c.categoryLink), name: c.categoryName })),
    (category?.subcategories ?? []).map((s) => ({
      slug: slugOf(s.subcategoryLink),
      name: s.subcategoryName,
    })),
    (subcategory?.subcategories ?? []).map((s) => ({
      slug: slugOf(s.subcategoryLink),
      name: s.subcategoryName,
    })),
  ];
}

const FIELDS = ['category', 'subcategory', 'subcategory2'] as const;

/** Category and subcategories chosen from the real catalogue tree, not typed. */
export function SectionSelects({
  mode,
  form,
  errors,
  onChange,
}: {
  mode: Mode;
  form: PriceForm;
  errors: FormErrors;
  onChange: (patch: Partial<PriceForm>) => void;
}) {
  const { data: tree = [] } = useCatalogTree();
  const options = levels(tree, form);
  return FIELDS.slice(0, SECTION_DEPTH[mode]).map((field, level) => (
    <Field key={field} label={ADMIN_TEXTS[field]} error={errors[field]}>
      {(control) => (
        <select
          {...control}
          name={field}
          className={selectClass}
          value={form[field]}
          // A new choice clears the levels below it: they belonged to the old one.
          onChange={(event) =>
            onChange(
              Object.fromEntries(FIELDS.slice(level).map((f) => [f, f === field ? event.target.value : ''])),
            )
          }
        >
          <option value="">{ADMIN_TEXTS.choose}</option>
          {options[level]!.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  ));
}
