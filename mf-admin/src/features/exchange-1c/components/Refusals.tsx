import { type ExchangeRefusal, groupDigits } from '@shop/shared';
import { Table } from '../../../components/Table';
import { EXCHANGE_TEXTS as T } from '../../../texts';
import { moment } from './moment';
import styles from './Exchange.module.css';

/** The addresses refused at the exchange's login lately: a stranger guessing shows here. */
export function Refusals({ refusals }: { refusals: ExchangeRefusal[] }) {
  return (
    <section aria-labelledby="exchange-refusals">
      <h2 id="exchange-refusals">{T.refusalsTitle}</h2>
      <p>{T.refusalsHint}</p>
      {refusals.length === 0 ? (
        <p>{T.noRefusals}</p>
      ) : (
        <Table columns={T.refusalColumns} caption={T.refusalsCaption}>
          <tbody>
            {refusals.map((refusal) => (
              <tr key={refusal.address}>
                <th scope="row">{refusal.address}</th>
                <td className={styles.number}>{groupDigits(refusal.attempts)}</td>
                <td className={styles.number}>{groupDigits(refusal.locked)}</td>
                <td>{moment(refusal.firstAt)}</td>
                <td>{moment(refusal.lastAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
