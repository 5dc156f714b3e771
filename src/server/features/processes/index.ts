// What other features use of processes: the spreadsheet import creates and updates them in bulk.
export { createProcesses, updateProcesses } from './processes.service';
