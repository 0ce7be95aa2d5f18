/** The dialogs the layout opens (one at a time) and the actions that open them. */
export type Overlay = 'catalog' | 'city' | 'login' | 'menu' | 'callback';

export interface LayoutActions {
  openCatalog: () => void;
  openCity: () => void;
  openLogin: () => void;
  openMenu: () => void;
  openCallback: () => void;
}
