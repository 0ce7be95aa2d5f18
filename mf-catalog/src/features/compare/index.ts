/** The comparison of products side by side. */
export { CompareTable } from './components/CompareTable';
