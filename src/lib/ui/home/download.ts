// A game record saved as a file through the browser's download (home screen export, summary page).
import { recordFileName } from './labels';

/** Download `text` as the game `name`'s record file (.json); returns the file's name. */
export function downloadRecord(name: string, text: string): string {
  const file = recordFileName(name);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return file;
}
