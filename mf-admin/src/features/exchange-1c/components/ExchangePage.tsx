import { useState } from 'react';
import { type ExchangeGroup, type ExchangeReport, groupDigits, useAuth } from '@shop/shared';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { Table } from '../../../components/Table';
import { useCatalogTree } from '../../../lib/catalog';
import { type Outcome, failed, succeeded } from '../../../lib/outcome';
import { EXCHANGE_TEXTS as T } from '../../../texts';
import { AccessGate } from '../../access';
import { SectionSelect, sectionChoices } from '../../products';
import { saveGroupSection, useExchange } from '../api/exchange';
import styles from './Exchange.module.css';
import { moment } from './moment';
import { Refusals } from './Refusals';
import { SweepConfirm } from './SweepConfirm';

function ExchangeRow({ exchange, onChanged }: { exchange: ExchangeReport; onChanged: () => void }) {
  const { sweep } = exchange;
  const counts = [exchange.created, exchange.changed, exchange.unchanged, exchange.offSale, exchange.refused];
  return (
    <tr>
      <td>{moment(exchange.startedAt)}</td>
      <td>{T.kind(exchange.kind, exchange.full)}</td>
      <td>
        {T.state[exchange.state]}
        {exchange.reason && <p className={styles.reason}>{exchange.reason}</p>}
        {sweep && <SweepConfirm exchange={{ ...exchange, sweep }} onApplied={onChanged} />}
        {exchange.problems.length > 0 && (
          <details>
            <summary>{T.problems(exchange.problems.length)}</summary>
            <ul className={styles.problems}>
              {exchange.problems.map((problem, index) => (
                <li key={index}>
                  {problem.line !== null && `${T.line(problem.line)}: `}
                  {problem.itemCode && `${problem.itemCode} — `}
                  {problem.message}
                </li>
              ))}
            </ul>
          </details>
        )}
      </td>
      <td>{exchange.files.join(', ') || '—'}</td>
      {counts.map((count, index) => (
        <td key={index} className={styles.number}>
          {groupDigits(count)}
        </td>
      ))}
    </tr>
  );
}

interface GroupRowProps {
  group: ExchangeGroup;
  sections: ReturnType<typeof sectionChoices>;
  onSaved: () => void;
}

/** One 1С group and its section: chosen, then saved with the version the table showed. */
function GroupRow({ group, sections, onSaved }: GroupRowProps) {
  const [section, setSection] = useState(group.section);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const save = async () => {
    setBusy(true);
    try {
      const saved = await saveGroupSection(group.groupId, { section, version: group.version });
      setOutcome(succeeded(T.saved(group.name, saved.sectionName)));
    } catch (error) {
      setOutcome(failed(error));
    } finally {
      setBusy(false);
      onSaved();
    }
  };
  return (
    <tr>
      <th scope="row">
        {group.name}
        {group.created && <span className={styles.note}> {T.createdByExchange}</span>}
      </th>
      <td>
        <form
          className={styles.groupForm}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <SectionSelect
            label={T.sectionFor(group.name)}
            empty={T.chooseSection}
            sections={sections.filter((s) => s.level > 0)}
            value={section}
            onChange={setSection}
          />
          <button
            type="submit"
            className={styles.button}
            disabled={busy || section === '' || section === group.section}
          >
            {T.save}
          </button>
        </form>
        <OutcomeMessage outcome={outcome} />
      </td>
    </tr>
  );
}

/** «Обмен с 1С»: is it configured, the exchanges with their reports, the groups' sections (administrators). */
export function ExchangePage() {
  const { isLoggedIn } = useAuth();
  const { data, error, mutate } = useExchange(isLoggedIn);
  const { data: tree } = useCatalogTree();
  const sections = sectionChoices(tree);
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
          <section aria-labelledby="exchange-settings">
            <h2 id="exchange-settings">{T.settingsTitle}</h2>
            {data.configured ? (
              <p>{T.configured(data.address, data.priceType, data.oldPriceType)}</p>
            ) : (
              <p className={styles.warning}>{T.notConfigured}</p>
            )}
          </section>
          <section aria-labelledby="exchange-list">
            <h2 id="exchange-list">{T.listTitle}</h2>
            {data.exchanges.length === 0 ? (
              <p>{T.none}</p>
            ) : (
              <Table columns={T.columns} caption={T.listCaption}>
                <tbody>
                  {data.exchanges.map((exchange) => (
                    <ExchangeRow key={exchange.id} exchange={exchange} onChanged={() => void mutate()} />
                  ))}
                </tbody>
              </Table>
            )}
          </section>
          <Refusals refusals={data.refusals} />
          <section aria-labelledby="exchange-groups">
            <h2 id="exchange-groups">{T.groupsTitle}</h2>
            <p>{T.groupsHint}</p>
            {data.groups.length === 0 ? (
              <p>{T.noGroups}</p>
            ) : (
              <Table columns={T.groupColumns}>
                <tbody>
                  {data.groups.map((group) => (
                    <GroupRow
                      key={group.groupId}
                      group={group}
                      sections={sections}
                      onSaved={() => void mutate()}
                    />
                  ))}
                </tbody>
              </Table>
            )}
          </section>
        </div>
      )}
    </AccessGate>
  );
}
