import { describe, expect, it } from 'vitest';
import { textBlocks } from './text-blocks';

describe('textBlocks', () => {
  it('reads headings below the page title and paragraphs right under them', () => {
    expect(
      textBlocks(
        '# Teilnahmebedingungen\n\n## Anmeldung\nDie Anmeldung ist verbindlich.\n\n### Fristen\nZwei Wochen.',
      ),
    ).toEqual([
      { kind: 'heading', level: 2, text: 'Teilnahmebedingungen' },
      { kind: 'heading', level: 3, text: 'Anmeldung' },
      { kind: 'paragraph', lines: ['Die Anmeldung ist verbindlich.'] },
      { kind: 'heading', level: 4, text: 'Fristen' },
      { kind: 'paragraph', lines: ['Zwei Wochen.'] },
    ]);
  });

  it('keeps line breaks inside a paragraph and splits at blank lines', () => {
    expect(textBlocks('Zeile eins\r\nZeile zwei\n\n\n  Neuer Absatz  ')).toEqual([
      { kind: 'paragraph', lines: ['Zeile eins', 'Zeile zwei'] },
      { kind: 'paragraph', lines: ['Neuer Absatz'] },
    ]);
  });

  it('caps deep headings at h4, drops closing hashes and keeps # without a space as text', () => {
    expect(textBlocks('###### Tief ##\n#hashtag')).toEqual([
      { kind: 'heading', level: 4, text: 'Tief' },
      { kind: 'paragraph', lines: ['#hashtag'] },
    ]);
  });

  it('gives nothing for an empty text', () => {
    expect(textBlocks('  \n\n')).toEqual([]);
  });
});
