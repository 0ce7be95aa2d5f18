// Uploaded product pictures: the files served to everyone, an administrator's upload, order, main and delete.
export { pictureRoutes as picturesPlugin } from './routes';
/** A picture recorded for a product (the 1С exchange adds the pictures its files name). */
export { addPicture, checkRoom } from './service';
