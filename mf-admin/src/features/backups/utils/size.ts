const UNITS = ['байт', 'КБ', 'МБ', 'ГБ', 'ТБ'] as const;

/** A file's size in Russian units: «812 байт», «4,2 МБ», «1,3 ГБ» (1 КБ = 1024 байта). */
export function sizeText(bytes: number): string {
  let unit = 0;
  let size = bytes;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || size >= 100 ? 0 : 1;
  return `${size.toLocaleString('ru-RU', { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}
