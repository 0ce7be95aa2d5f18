// «Товары»: the owner's products — find, edit, create, take off sale, history and undo.
export { ProductsPage } from './components/ProductsPage';
/** The section chooser (the import page and the 1С exchange's group table use it too). */
export { SectionSelect, sectionChoices } from './components/SectionSelect';
