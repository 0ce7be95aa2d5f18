// «Настройки»: the owner's shop edited by administrators. The parts every settings page is built of (the page,
// the section's loader and saver with its version and 409, the fields, the history, the requisites notice).
export { SettingsPage, SettingsSection } from './components/SettingsPage';
export { SectionForm } from './components/SectionForm';
export { TextField } from './components/TextField';
export { RequisitesNotice } from './components/RequisitesNotice';
export { SettingsHistory } from './components/SettingsHistory';
export { ShopForm } from './components/ShopForm';
export { RequisitesForm } from './components/RequisitesForm';
export { PickupPointsForm } from './components/PickupPointsForm';
export { DeliveryForm } from './components/DeliveryForm';
export {
  fieldOfMessage,
  type FieldErrors,
  type SectionCodec,
  type SectionEditor,
  useSectionForm,
} from './hooks/useSectionForm';
export { useShopSettings } from './api/settings';
export { numberText, parseNumber, readWhole, requireFilled, trimmed } from './utils/forms';
export { SETTINGS_TEXTS } from './texts';
