// The file a file input was given, read as text, for the imports (a game record, a board file).

/** what a file input gave: its name and text, or why it was not read */
export type PickedFile = { name: string } & ({ text: string } | { refused: 'too-large' | 'unreadable' });

/** The picked file's text: null when none was picked; 'too-large' when it cannot fit in maxChars (a
 *  UTF-8 character is at most 4 bytes: anything bigger is refused without reading it); 'unreadable'
 *  when reading it failed. The input is cleared, so the same file may be picked again after a fix. */
export async function readPicked(input: { files: FileList | null; value: string }, maxChars: number): Promise<PickedFile | null> {
  const file = input.files?.[0];
  if (!file) return null;
  try {
    if (file.size > maxChars * 4) return { name: file.name, refused: 'too-large' };
    return { name: file.name, text: await file.text() };
  } catch {
    return { name: file.name, refused: 'unreadable' };
  } finally {
    input.value = '';
  }
}
