// Who is a manager: the administrators' page of staff.
export { StaffPage } from './components/StaffPage';
