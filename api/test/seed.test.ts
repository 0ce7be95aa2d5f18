import { createHash } from 'node:crypto';
import { DEFAULT_ITEMS, generateProducts, generateTree, type SeedProduct } from '../src/seed/generator';
import { SPEC_PATHS } from '../src/seed/taxonomy';
import { expectEach } from './helpers';

const digest = (items: Iterable<SeedProduct>) => {
  const hash = createHash('sha256');
  for (const item of items) hash.update(JSON.stringify(item));
  return hash.digest('hex');
};

describe('demo catalogue generator', () => {
  test('is deterministic: the same options give the same catalogue; another seed gives another', () => {
    expect(digest(generateProducts(3000))).toBe(digest(generateProducts(3000)));
    expect(digest(generateProducts(3000, 7))).not.toBe(digest(generateProducts(3000)));
    expect(JSON.stringify(generateTree())).toBe(JSON.stringify(generateTree()));
  });

  test('holds every catalogue path the spec names, and ten product families', () => {
    const tree = generateTree();
    const paths = new Set(
      tree.flatMap((c) => [
        c.slug,
        ...c.subcategories.flatMap((s) => [s.path, ...s.children.map((x) => x.path)]),
      ]),
    );
    for (const path of SPEC_PATHS) expect(paths).toContain(path);
    expect(tree.length).toBeGreaterThanOrEqual(10);
    expectEach(
      tree,
      (c) => c.subcategories.length >= 3,
      (c) => c.slug,
    );
    expect(
      tree.filter((c) => c.subcategories.some((s) => s.children.length > 0)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  test('the default catalogue is a believable shop', () => {
    const items = [...generateProducts(DEFAULT_ITEMS)];
    expect(items).toHaveLength(15_000);
    expect(new Set(items.map((p) => p.itemCode)).size).toBe(items.length);
    // The basket matches entries by name, so names are unique.
    expect(new Set(items.map((p) => p.name)).size).toBe(items.length);
    const priced = items.filter((p) => p.price !== null);
    const unpriced = items.length - priced.length;
    expect(unpriced / items.length).toBeGreaterThan(0.03);
    expect(unpriced / items.length).toBeLessThan(0.12);
    const prices = priced.map((p) => p.price!);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(1_500);
    expect(Math.max(...prices)).toBeLessThanOrEqual(600_000);
    expect(priced.filter((p) => p.oldPrice !== null && p.oldPrice <= p.price!)).toEqual([]);
    const withOld = priced.filter((p) => p.oldPrice !== null).length / priced.length;
    expect(withOld).toBeGreaterThan(0.25);
    expect(Math.min(...prices)).toBeLessThan(3_000);
    expect(Math.max(...prices)).toBeGreaterThan(300_000);
    for (const p of items.slice(0, 500)) {
      expect(p.name).toMatch(/^[А-ЯЁ][а-яё]+ /);
      expect(p.props.length).toBeGreaterThanOrEqual(4);
      expect(p.weightKg).toBeGreaterThan(0);
    }
    const safe = items.find((p) => p.imageFamily === 'safe')!;
    expect(safe.props.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'Класс взломостойкости',
        'Тип замка',
        'Огнестойкость',
        'Количество полок',
        'Объём',
      ]),
    );
    const shelving = items.find((p) => p.imageFamily === 'shelving')!;
    expect(shelving.props.map(([key]) => key)).toEqual(
      expect.arrayContaining(['Нагрузка на полку', 'Количество полок']),
    );
  });
});
