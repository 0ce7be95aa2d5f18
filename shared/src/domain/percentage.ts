/** A percentage as an admin types it: «10», «-5», «2,5», «−7.5» (a decimal comma, a typographic minus). */
const PERCENTAGE = /^[+\-−]?\d+(?:[.,]\d+)?$/;

/** The number a typed percentage means, or null when the text is not one (the form and the API agree). */
export function parsePercentage(text: string): number | null {
  const value = text.trim();
  if (value.length > 30 || !PERCENTAGE.test(value)) return null;
  return Number(value.replace(',', '.').replace('−', '-'));
}
