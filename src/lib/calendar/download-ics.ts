import { downloadBlob } from '@/lib/files/download-blob';

/** Saves an iCalendar text as a file. */
export function downloadIcs(filename: string, ics: string): void {
  downloadBlob(filename, new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
}
