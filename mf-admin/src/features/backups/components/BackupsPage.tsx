import { useRef, useState } from 'react';
import { type Backups, type BackupFile, useAuth } from '@shop/shared';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { Table } from '../../../components/Table';
import { formatDateTime } from '../../../lib/format';
import { type Outcome, failed, succeeded } from '../../../lib/outcome';
import { BACKUP_TEXTS as T } from '../../../texts';
import { AccessGate } from '../../access';
import { downloadBackup, startBackup, useBackups } from '../api/backups';
import { everyText } from '../utils/every';
import { sizeText } from '../utils/size';
import styles from './Backups.module.css';

function BackupRow({ file }: { file: BackupFile }) {
  const [failedDownload, setFailedDownload] = useState(false);
  const download = () => {
    setFailedDownload(false);
    downloadBackup(file.name).catch(() => setFailedDownload(true));
  };
  return (
    <tr>
      <th scope="row">{file.name}</th>
      <td>{formatDateTime(file.createdAt)}</td>
      <td className={styles.number}>{sizeText(file.bytes)}</td>
      <td>{file.release}</td>
      <td>
        <button
          type="button"
          className={styles.button}
          aria-label={T.downloadLabel(file.name)}
          onClick={download}
        >
          {T.download}
        </button>
        {failedDownload && (
          <p role="alert" className={styles.error}>
            {T.downloadFailed(file.name)}
          </p>
        )}
      </td>
    </tr>
  );
}

function Schedule({ data }: { data: Backups }) {
  return (
    <section aria-labelledby="backups-schedule">
      <h2 id="backups-schedule">{T.scheduleTitle}</h2>
      {data.dir && data.every ? (
        <p>{T.schedule(everyText(data.every), data.dir, data.keep)}</p>
      ) : (
        <p className={styles.warning}>{T.off}</p>
      )}
      {data.nextAt && <p>{T.next(formatDateTime(data.nextAt))}</p>}
      <p>{data.lastSuccessAt ? T.lastSuccess(formatDateTime(data.lastSuccessAt)) : T.noSuccess}</p>
      {data.lastError && (
        <p role="alert" className={styles.error}>
          {T.lastError(data.lastError)}
        </p>
      )}
    </section>
  );
}

/**
 * «Резервные копии» (administrators): the schedule, the last copy's outcome, the copies in BACKUP_DIR with a
 * download each, and a copy made now. While one is made the button waits and the page asks again until it
 * is done; a second click, or a click while the request is on its way, makes no second copy.
 */
export function BackupsPage() {
  const { isLoggedIn } = useAuth();
  const { data, error, mutate } = useBackups(isLoggedIn);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState(false);
  // State flushes after the click's handler: a ref stops the second click of a double click at once.
  const inFlight = useRef(false);
  const makeNow = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setAsking(true);
    setOutcome(null);
    try {
      await mutate(await startBackup(), { revalidate: false });
      setOutcome(succeeded(T.started));
    } catch (reason) {
      setOutcome(failed(reason));
      void mutate();
    } finally {
      inFlight.current = false;
      setAsking(false);
    }
  };
  return (
    <AccessGate
      error={error}
      loaded={data !== undefined}
      retry={() => void mutate()}
      loginNeeded={T.loginNeeded}
      noAccessHint={T.noAccessHint}
    >
      {data && (
        <div className={styles.page}>
          <Schedule data={data} />
          <section>
            <button
              type="button"
              className={styles.button}
              disabled={asking || data.running}
              onClick={() => void makeNow()}
            >
              {T.makeNow}
            </button>
            {data.running && <p role="status">{T.running}</p>}
            <OutcomeMessage outcome={outcome} />
          </section>
          <section aria-labelledby="backups-list">
            <h2 id="backups-list">{T.listTitle}</h2>
            {data.files.length === 0 ? (
              <p>{T.none}</p>
            ) : (
              <Table columns={T.columns} caption={T.listCaption}>
                <tbody>
                  {data.files.map((file) => (
                    <BackupRow key={file.name} file={file} />
                  ))}
                </tbody>
              </Table>
            )}
            <p className={styles.note}>{T.restoreHint}</p>
          </section>
        </div>
      )}
    </AccessGate>
  );
}
