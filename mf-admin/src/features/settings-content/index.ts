// The owner's content settings: «Главная» (slides, promo cards), «Страницы» (the information pages' bodies),
// the 1С price types and what a product without stock is. Each form takes its section's stored state and
// saves through the settings' useSectionForm (version, 409, unsaved changes).
export { ExchangeForm } from './components/ExchangeForm';
export { HomeForm } from './components/HomeForm';
export { PagesForm } from './components/PagesForm';
export { StockForm } from './components/StockForm';
export { CONTENT_TEXTS } from './texts';
