// «Обмен с 1С»: the exchanges with their reports and the groups' sections.
export { ExchangePage } from './components/ExchangePage';
