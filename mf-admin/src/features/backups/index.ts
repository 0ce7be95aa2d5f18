// «Резервные копии»: the schedule, the copies in BACKUP_DIR, a copy made now, a copy downloaded.
export { BackupsPage } from './components/BackupsPage';
