import { type RefObject, useId, useState } from 'react';
import { groupDigits, type ImportPreview } from '@shop/shared';
import buttons from '../../../components/buttons.module.css';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { Table } from '../../../components/Table';
import type { Outcome } from '../../../lib/outcome';
import { FILES_PAGE_TEXTS as T } from '../texts';
import styles from './CatalogueFiles.module.css';

interface Props {
  preview: ImportPreview;
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  applying: boolean;
  applied: boolean;
  outcome: Outcome | null;
  /** `confirmOffSale`: the owner ticked that a sweep past the share is meant. */
  onApply: (confirmOffSale: boolean) => void;
}

/**
 * The preview's report of «Импорт и экспорт»: its figures, the rows skipped, and «Применить». A full import that
 * would take off sale more than the shop allows unasked (`report.sweep`) says so, and «Применить» waits for an
 * explicit tick, which the apply then sends.
 */
export function ImportPreviewSection({
  preview,
  headingRef,
  busy,
  applying,
  applied,
  outcome,
  onApply,
}: Props) {
  const { report } = preview;
  const [confirmed, setConfirmed] = useState(false);
  const confirmId = useId();
  const sweepId = useId();
  const changes = report.created + report.changed + report.offSale;
  const { sweep } = report;
  return (
    <section className={styles.section} aria-labelledby="files-preview">
      <h2 id="files-preview" ref={headingRef} tabIndex={-1}>
        {T.previewHeading}
      </h2>
      <Table columns={T.figureColumns} caption={T.figures}>
        <tbody>
          <tr>
            {[report.created, report.changed, report.unchanged, report.offSale, report.refused].map(
              (n, i) => (
                <td key={T.figureColumns[i]}>{groupDigits(n)}</td>
              ),
            )}
          </tr>
        </tbody>
      </Table>
      {preview.full && report.offSale > 0 && !sweep && (
        <p className={styles.warning}>{T.offSaleWarning(report.offSale)}</p>
      )}
      {sweep && (
        <div className={styles.sweep}>
          <p id={sweepId} className={styles.warning}>
            {sweep.message}. {T.sweepHint}
          </p>
          <label htmlFor={confirmId}>
            <input
              id={confirmId}
              type="checkbox"
              checked={confirmed}
              aria-describedby={sweepId}
              onChange={(event) => setConfirmed(event.target.checked)}
            />{' '}
            {T.sweepConfirm(sweep.offSale)}
          </label>
        </div>
      )}
      {report.problems.length > 0 && (
        <Table columns={T.problemColumns} caption={T.problems(report.problems.length, report.refused)}>
          <tbody>
            {report.problems.map((problem, i) => (
              <tr key={i}>
                <td>{problem.line ?? '—'}</td>
                <td>{problem.itemCode ?? '—'}</td>
                <td>{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={busy || applied || changes === 0 || (sweep !== null && !confirmed)}
          onClick={() => onApply(sweep !== null && confirmed)}
        >
          {applying ? T.applying : T.apply}
        </button>
        {changes === 0 && <p>{T.nothingToApply}</p>}
      </div>
      <OutcomeMessage outcome={outcome} />
    </section>
  );
}
