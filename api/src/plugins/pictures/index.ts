// Uploaded product pictures: the files served to everyone, an administrator's upload, order, main and delete.
export { pictureRoutes as picturesPlugin } from './routes';
