/**
 * Provider texts that arrive as plain text rather than HTML (terms, privacy policies, posts): the
 * spec does not show their format, and the texts in use mark sections with `#` lines. Spec:
 * transactions §2 Terms and privacy pages, §7 (terms text; privacyPolicy text).
 */

/** A block of a plain provider text: a section heading or a paragraph of lines. */
export type TextBlock =
  { kind: 'heading'; level: 2 | 3 | 4; text: string } | { kind: 'paragraph'; lines: string[] };

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/**
 * Splits a plain text into headings and paragraphs. A line of `#`s and a title is a heading one
 * level below the page's own h1 (`#` → h2, `##` → h3, deeper → h4); blank lines end a paragraph,
 * and the other lines of a paragraph keep their line breaks. Everything else stays text: no
 * markup is read, so nothing the provider writes becomes HTML.
 */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let lines: string[] = [];
  const endParagraph = () => {
    if (lines.length > 0) blocks.push({ kind: 'paragraph', lines });
    lines = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      const level = Math.min(4, (heading[1] as string).length + 1) as 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, text: heading[2] as string });
    } else if (line === '') {
      endParagraph();
    } else {
      lines.push(line);
    }
  }
  endParagraph();
  return blocks;
}
