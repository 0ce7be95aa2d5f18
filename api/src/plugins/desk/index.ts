// The order desk of administrators and managers (issue 27), and who is a manager.
export { deskRoutes as deskPlugin } from './routes';
export { INVITATION_REFUSED, acceptInvitation } from './staff';
