// «Товары»: the owner's products — find, edit, create, take off sale, history and undo (issue 28 §1).
export { ProductsPage } from './components/ProductsPage';
/** The section chooser (the 1С exchange's group table uses it too). */
export { SectionSelect, sectionChoices } from './components/SectionSelect';
