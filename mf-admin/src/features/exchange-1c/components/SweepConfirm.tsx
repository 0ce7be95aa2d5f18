import { useState } from 'react';
import { type ExchangeReport, groupDigits } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { type Outcome, failed, succeeded } from '../../../lib/outcome';
import { EXCHANGE_TEXTS as T } from '../../../texts';
import { confirmSweep } from '../api/exchange';
import styles from './Exchange.module.css';

/**
 * A full exchange stopped as taking too much off sale: what it would do, and for an administrator «Применить
 * обмен» behind a confirmation (the server applies the stored file at once).
 */
export function SweepConfirm({
  exchange,
  onApplied,
}: {
  exchange: ExchangeReport & { sweep: NonNullable<ExchangeReport['sweep']> };
  onApplied: () => void;
}) {
  const { sweep } = exchange;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const offSale = groupDigits(sweep.offSale);
  const onSale = groupDigits(sweep.onSale);
  if (sweep.confirmed) return <p className={styles.note}>{T.sweepConfirmed}</p>;
  const apply = async () => {
    setBusy(true);
    try {
      setOutcome(succeeded((await confirmSweep(exchange.id)).message));
    } catch (error) {
      setOutcome(failed(error));
    } finally {
      setBusy(false);
      onApplied();
    }
  };
  return (
    <div>
      <p>{T.sweepHeld(offSale, onSale)}</p>
      <button type="button" className={styles.button} disabled={busy} onClick={() => setAsking(true)}>
        {T.sweepApply}
      </button>
      <OutcomeMessage outcome={outcome} />
      {asking && (
        <ConfirmDialog
          title={T.sweepTitle}
          text={T.sweepText(sweep.file, offSale, onSale)}
          confirm={T.sweepYes}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void apply();
          }}
        />
      )}
    </div>
  );
}
