// Who is a manager: the administrators' page of staff (issue 27).
export { StaffPage } from './components/StaffPage';
