// «Товары»: the owner's products — find, edit, create, take off sale, history and undo (issue 28 §1).
export { ProductsPage } from './components/ProductsPage';
export { SectionSelect, sectionChoices } from './components/SectionSelect';
