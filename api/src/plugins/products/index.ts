// The owner's products on «Товары» (issue 28 §1): find, edit, create, take off sale, history and undo.
export { productsRoutes as productsPlugin } from './routes';
export { staffActor } from './service';
