import { SettingsPage, SettingsSection } from '../features/settings';
import { CONTENT_TEXTS, ExchangeForm } from '../features/settings-content';

/** «Настройки» → «Обмен с 1С»: the price types of offers.xml (administrators only). */
export default function SettingsExchange() {
  return (
    <SettingsPage title={CONTENT_TEXTS.titles.exchange}>
      <SettingsSection section="exchange">{(state) => <ExchangeForm state={state} />}</SettingsSection>
    </SettingsPage>
  );
}
