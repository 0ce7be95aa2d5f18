import { groupDigits } from '@shop/shared/domain';

/**
 * The guard of a full import's sweep: a file that names only part of the catalogue (a wrong file, a cut-off
 * export, 1С sending one group) would take the rest off sale. Past the share allowed, applying is refused
 * (`SweepRefused`) until the owner confirms; a preview says so (`ImportReport.sweep`).
 */

/** What a full import would do past its allowed share, as the preview and the refusal say it. */
export interface SweepNotice {
  /** How many products would go off sale. */
  offSale: number;
  /** How many the scope would have on sale were nothing swept: on sale now, and those the import brings on sale. */
  onSale: number;
  message: string /* Russian */;
}

const sweepMessage = (offSale: number, onSale: number) =>
  `Полная загрузка сняла бы с продажи ${groupDigits(offSale)} из ${groupDigits(onSale)} товаров`;

/** A full import refused before it wrote anything: it would take more than its share off sale. */
export class SweepRefused extends Error {
  constructor(
    readonly offSale: number,
    readonly onSale: number,
  ) {
    super(sweepMessage(offSale, onSale));
  }
}

/** The notice when `offSale` of `onSale` is more than `maxShare` allows (absent: no limit), else null. */
export function sweepNotice(
  offSale: number,
  onSale: number,
  maxShare: number | undefined,
): SweepNotice | null {
  if (maxShare === undefined || offSale <= maxShare * onSale) return null;
  return { offSale, onSale, message: sweepMessage(offSale, onSale) };
}
