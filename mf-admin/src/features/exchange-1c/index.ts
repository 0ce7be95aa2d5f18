// «Обмен с 1С» (issue 28 §3): the exchanges with their reports and the groups' sections.
export { ExchangePage } from './components/ExchangePage';
