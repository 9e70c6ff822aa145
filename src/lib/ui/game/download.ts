// Files saved through the browser's download or shared with another app: a game record (home
// screen export, summary page), a backup, a board file.
import { recordFileName } from './game-name';

/** Download `text` as the game `name`'s record file (.json); returns the file's name. */
export function downloadRecord(name: string, text: string): string {
  const file = recordFileName(name);
  downloadFile(file, text, 'application/json');
  return file;
}

/**
 * Send a file to another app where the browser can share files (the Web Share API, on phones);
 * elsewhere, or when sharing fails for another reason than the player's cancel, download it.
 */
export async function shareOrDownload(
  fileName: string,
  text: string,
  type: string,
  title: string
): Promise<'shared' | 'cancelled' | 'downloaded'> {
  const file = typeof File === 'function' ? new File([text], fileName, { type }) : null;
  if (file && typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
    }
  }
  downloadFile(fileName, text, type);
  return 'downloaded';
}

/** Save `text` as the file `fileName` through the browser's download. */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
