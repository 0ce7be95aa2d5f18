// The price tool: the six modes, the dry-run preview, applying a change, the availability check.
export { PriceTool } from './components/PriceTool';
