import { describe, expect, it } from 'vitest';
import { readPicked } from '$lib/ui/kit/read-file';

function input(files: File[]): { files: FileList | null; value: string } {
  return { files: files as unknown as FileList, value: 'C:\\fakepath\\x.json' };
}

describe('readPicked (the imports: a game record, a board file)', () => {
  it('reads the picked file as text and clears the input, so the same file may be picked again', async () => {
    const box = input([new File(['{"a":1}'], 'game.json')]);
    expect(await readPicked(box, 100)).toEqual({ name: 'game.json', text: '{"a":1}' });
    expect(box.value).toBe('');
  });

  it('refuses unread a file larger than 4 bytes per allowed character (UTF-8 is at most 4 bytes each)', async () => {
    const box = input([new File(['x'.repeat(41)], 'big.json')]);
    expect(await readPicked(box, 10)).toEqual({ name: 'big.json', refused: 'too-large' });
    expect(box.value).toBe('');
    expect(await readPicked(input([new File(['x'.repeat(40)], 'ok.json')]), 10)).toEqual({ name: 'ok.json', text: 'x'.repeat(40) });
  });

  it('says "unreadable" when reading fails, and null when no file was picked', async () => {
    const broken = new File(['x'], 'gone.json');
    broken.text = () => Promise.reject(new Error('NotReadableError'));
    expect(await readPicked(input([broken]), 10)).toEqual({ name: 'gone.json', refused: 'unreadable' });
    expect(await readPicked({ files: null, value: '' }, 10)).toBeNull();
  });
});
