/**
 * Text folding shared by the seeder (what is indexed) and search (what is asked), so both sides always
 * agree: lower case, ё → е, and Latin letters that look like Cyrillic ones → Cyrillic, so «VB-675» typed
 * with Cyrillic «В» or «ВК-45» typed with Latin «BK» are the same word.
 */
const LOOK_ALIKES: Record<string, string> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
  ё: 'е',
};

export function fold(text: string): string {
  return text.toLowerCase().replace(/[abcehkmoptxyё]/g, (ch) => LOOK_ALIKES[ch] ?? ch);
}

/** Words of a folded text: letters and digits only, so no query character ever reaches SQL syntax. */
export function words(folded: string): string[] {
  return folded.split(/[^0-9a-zа-я]+/).filter(Boolean);
}

/**
 * What gets indexed for a product: its name, the names of its sections (so «сейф для оружия» finds every
 * item there), its item code, and model codes both split and joined («кр-1250» → «кр 1250 кр1250»).
 * Hyphens become spaces: PostgreSQL's parser would read «кр-1250» as «кр» and the number «-1250».
 */
export function searchText(name: string, itemCode: string, sections: string[]): string {
  const joined = name.match(/\p{L}+-\d+\p{L}*/gu)?.map((code) => code.replace('-', '')) ?? [];
  return fold([name, ...joined, itemCode, ...sections].join(' ')).replace(/-/g, ' ');
}

const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RU = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const EN_TO_RU = new Map([...EN].map((ch, i) => [ch, RU[i] as string]));
const RU_TO_EN = new Map([...RU].map((ch, i) => [ch, EN[i] as string]));

/**
 * The query as it would read typed in the other keyboard layout («ctqa» → «сейф», «тщкв» → «nord»), or
 * null when it has no letters of either layout to switch.
 */
export function switchLayout(query: string): string | null {
  const lower = query.toLowerCase();
  const latin = [...lower].filter((ch) => EN_TO_RU.has(ch) && /[a-z]/.test(ch)).length;
  const cyrillic = [...lower].filter((ch) => RU_TO_EN.has(ch)).length;
  if (latin === 0 && cyrillic === 0) return null;
  const map = latin >= cyrillic ? EN_TO_RU : RU_TO_EN;
  return [...lower].map((ch) => map.get(ch) ?? ch).join('');
}
