/**
 * The catalogue's model shared by the API's plugins and the demo seed (neither imports the other): the
 * product families of spec section 1, which decide an item's characteristics, its filter panel and its
 * pictures. Text folding and the thesaurus are beside it (text.ts, thesaurus.ts).
 */
export type Family =
  | 'safe'
  | 'gunsafe'
  | 'cabinet'
  | 'locker'
  | 'shelving'
  | 'workbench'
  | 'mailbox'
  | 'office'
  | 'wardrobe'
  | 'garage'
  | 'barrier';

/** Drawings per family (read/images.ts); an item's `image_variant` is one of them. */
export const IMAGE_VARIANTS = 12;

/** The characteristics shoppers choose by first in each family; the others follow in catalogue order. */
export const FIRST_KEYS: Record<Family, string[]> = {
  safe: ['Класс взломостойкости', 'Огнестойкость', 'Тип замка', 'Объём'],
  gunsafe: ['Вместимость', 'Тип замка', 'Максимальная длина ствола', 'Высота'],
  cabinet: ['Количество полок', 'Нагрузка на полку', 'Тип замка', 'Высота'],
  locker: ['Количество секций', 'Тип замка', 'Высота'],
  shelving: ['Высота', 'Нагрузка на полку', 'Количество полок', 'Глубина полки', 'Тип сборки'],
  workbench: ['Нагрузка на столешницу', 'Столешница', 'Количество ящиков', 'Ширина'],
  mailbox: ['Количество секций', 'Тип замка'],
  office: ['Количество ящиков', 'Формат', 'Тип замка'],
  wardrobe: ['Количество штанг', 'Нагрузка на штангу', 'Материал', 'Ширина'],
  garage: ['Количество ящиков', 'Нагрузка на ящик', 'Колёса', 'Ширина'],
  barrier: ['Тип установки', 'Материал', 'Привод', 'Ширина'],
};
