import { SettingsPage, SettingsSection } from '../features/settings';
import { CONTENT_TEXTS, StockForm } from '../features/settings-content';

/** «Настройки» → «Наличие»: what a product without stock is (administrators only). */
export default function SettingsStock() {
  return (
    <SettingsPage title={CONTENT_TEXTS.titles.stock}>
      <SettingsSection section="stock">{(state) => <StockForm state={state} />}</SettingsSection>
    </SettingsPage>
  );
}
