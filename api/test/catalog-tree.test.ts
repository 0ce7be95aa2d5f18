import { SPEC_PATHS } from '../src/seed/taxonomy';
import { type Category, type Listing, serverForFile } from './helpers';

const server = serverForFile();

describe('category tree', () => {
  test('GET /api/catalog/ and /api/catalog/menu/ answer the same tree, with and without the trailing slash', async () => {
    const tree = await server().getJson<Category[]>('/api/catalog/');
    expect(await server().getJson('/api/catalog')).toEqual(tree);
    expect(await server().getJson('/api/catalog/menu/')).toEqual(tree);
    expect(await server().getJson('/api/catalog/menu')).toEqual(tree);
    expect(tree.length).toBeGreaterThanOrEqual(10);
    expect(tree.length).toBeLessThanOrEqual(15);
    for (const category of tree) {
      expect(category).toEqual({
        _id: expect.any(String),
        categoryName: expect.stringMatching(/^[А-ЯЁ]/),
        categoryLink: expect.stringMatching(/^\/catalog\/[a-z0-9-]+$/),
        categoryImg: expect.stringMatching(/^\/api\/catalog\/images\/.+\.svg$/),
        subcategories: expect.any(Array),
      });
      expect(category.subcategories.length).toBeGreaterThanOrEqual(3);
      for (const sub of category.subcategories) {
        expect(sub.subcategoryLink.startsWith(`${category.categoryLink}/`)).toBe(true);
        expect(sub.itemsCount).toBeGreaterThan(0);
        expect(sub.imageSrc).toMatch(/^\/api\/catalog\/images\/.+\.svg$/);
        for (const child of sub.subcategories) {
          expect(child.subcategoryLink.startsWith(`${sub.subcategoryLink}/`)).toBe(true);
        }
      }
    }
  });

  test('a subcategory counts the items of its second-level sections', async () => {
    const tree = await server().getJson<Category[]>('/api/catalog/');
    const withChildren = tree.flatMap((c) => c.subcategories).filter((s) => s.subcategories.length > 0);
    expect(withChildren.length).toBeGreaterThan(0);
    for (const sub of withChildren) {
      expect(sub.itemsCount).toBe(sub.subcategories.reduce((sum, child) => sum + child.itemsCount, 0));
    }
    const total = tree.flatMap((c) => c.subcategories).reduce((sum, s) => sum + s.itemsCount, 0);
    expect(total).toBe(400);
  });

  test('GET /api/catalog/{slug}/ answers that category with its subcategories', async () => {
    const tree = await server().getJson<Category[]>('/api/catalog/');
    const seyfy = await server().getJson<Category>('/api/catalog/seyfy/');
    expect(seyfy).toEqual(tree.find((c) => c.categoryLink === '/catalog/seyfy'));
    expect(seyfy.categoryName).toBe('Сейфы');
    expect(seyfy.subcategories.map((s) => s.subcategoryLink)).toContain('/catalog/seyfy/dlya-oruzhiya');
  });

  test('every catalogue path the spec names exists', async () => {
    for (const path of SPEC_PATHS) {
      const url = `/api/catalog/${path}/`;
      const response = await server().request(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      if (path.includes('/')) expect((response.data as Listing).products.length).toBeGreaterThan(0);
    }
  });

  test('an unknown category answers 404 with a Russian message', async () => {
    for (const url of [
      '/api/catalog/net-takoy/',
      '/api/catalog/%D1%81%D0%B5%D0%B9%D1%84/',
      '/api/catalog/item',
    ]) {
      const response = await server().request(url);
      expect(response.status).toBe(404);
      expect(response.data).toEqual({ message: expect.stringMatching(/не найден/) });
    }
  });
});
