/**
 * The trade's own words, expanded at query time (search.ts). Stems are folded (text.ts `fold`) and at least
 * four letters, so they never catch an unrelated short word; a query word starting with a stem stands for
 * the stems it is paired with. Every entry is a real usage of this trade, not tuned to the demo catalogue.
 *
 * SYNONYMS: groups of words for the same goods, true in both directions.
 */
export const SYNONYMS: ReadonlyArray<readonly string[]> = [
  // «несгораемый шкаф» is what most people call a fire-resistant safe.
  ['огнестойк', 'несгораем', 'пожаростойк', 'огнеупорн'],
  ['взломостойк', 'взломоустойчив', 'противовзломн'],
  // «оружейный сейф» and «сейф для оружия»; the stems differ, the goods do not.
  ['оружейн', 'оружи'],
  // A boom gate and a parking barrier are one thing to a shopper.
  ['шлагбаум', 'барьер'],
  ['кэшбокс', 'кешбокс', 'денежн'],
  ['поддон', 'паллет'],
  ['отельн', 'гостиничн'],
  ['нержавейк', 'нержавеющ'],
  ['картотечн', 'картотек'],
  ['столбик', 'боллард'],
  // «перфорированный экран» is the «экран с перфорацией» of a workbench's card.
  ['перфорирова', 'перфорац'],
];

/**
 * NARROWER: a shopper's general word → the goods it means here (one direction only); with a context stem,
 * only when another word of the query has it («несгораемый шкаф» is the old name of a safe).
 */
export const NARROWER: ReadonlyArray<readonly [word: string, means: readonly string[], context?: string]> = [
  ['шкаф', ['сейф'], 'несгораем'],
  // «шкаф для ключей», «ящик для ключей»: a key cabinet.
  ['шкаф', ['ключниц'], 'ключей'],
  ['ящик', ['ключниц'], 'ключей'],
  // «шкаф для одежды»: changing-room lockers and wardrobe systems.
  ['одежд', ['раздевалк', 'гардероб']],
  ['локер', ['раздевалк']],
  ['шкафчик', ['шкаф']],
  ['сейфов', ['сейф']],
  ['тумбочк', ['тумб']],
  ['этажерк', ['стеллаж']],
  ['ключей', ['ключниц']],
  ['графитов', ['графит']],
  ['ружь', ['оружи', 'ружей']],
  ['ружей', ['оружи']],
  ['карабин', ['оружи']],
  ['пистолет', ['оружи']],
];

/**
 * Brands written in Latin letters in names, with the Cyrillic spelling shoppers type. Both spellings are
 * indexed (text.ts `searchDocument`) and go into the typo lexicon.
 */
export const BRAND_SPELLINGS: ReadonlyArray<readonly [latin: string, cyrillic: string]> = [
  ['Valberg', 'Вальберг'],
  ['Topaz', 'Топаз'],
  ['Aiko', 'Айко'],
  ['Metall Zavod', 'Металл Завод'],
  ['Garage', 'Гараж'],
  ['Home', 'Хоум'],
  ['Post', 'Пост'],
  ['Practic', 'Практик'],
  ['Moto', 'Мото'],
  ['Parking', 'Паркинг'],
];

/**
 * The other stems a folded query word stands for, without the word's own: «несгораемый» →
 * [огнестойк, пожаростойк, огнеупорн]; `query`: the query's other words, for entries with a context.
 * Empty when the thesaurus does not know the word.
 */
export function synonymsOf(word: string, query: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const group of SYNONYMS) {
    if (!group.some((stem) => word.startsWith(stem))) continue;
    for (const stem of group) if (!word.startsWith(stem)) found.add(stem);
  }
  for (const [stem, means, context] of NARROWER) {
    if (!word.startsWith(stem) || (context && !query.some((other) => other.startsWith(context)))) continue;
    for (const m of means) found.add(m);
  }
  return [...found];
}
