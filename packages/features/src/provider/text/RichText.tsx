import { cn } from '@kurse/ui';
import { looksLikeHtml, sanitizeRichHtml } from '../home/sanitize-html';
import { textBlocks } from './text-blocks';

/** Reading styles for the blocks of a provider text, HTML or plain. */
const PROSE = [
  'flex max-w-prose min-w-0 flex-col gap-4 leading-relaxed break-words',
  '[&_h2]:mt-2 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight',
  '[&_h3]:mt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_figcaption]:mt-1 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground',
].join(' ');

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** The provider's text: HTML, or plain text with `#` headings. */
  text: string | null | undefined;
  /** Extra classes. @default undefined */
  className?: string;
}

/**
 * A longer text written by a provider (a blog post, terms, a privacy policy). HTML is sanitised
 * (`sanitizeRichHtml`: formatting, section headings, quotes, images and links that open in a new
 * tab); plain text keeps its paragraphs and line breaks and turns `#` lines into section headings
 * below the page's h1 (`textBlocks`). Nothing when empty. Spec: transactions §2 Blog ("post HTML
 * sanitised"), Terms and privacy pages.
 */
export function RichText({ text, className }: RichTextProps) {
  if (!text?.trim()) return null;
  if (looksLikeHtml(text)) {
    return (
      <div
        data-slot="rich-text"
        className={cn(PROSE, className)}
        dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(text) }}
      />
    );
  }
  return (
    <div data-slot="rich-text" className={cn(PROSE, className)}>
      {textBlocks(text).map((block, i) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={i} className="whitespace-pre-line">
              {block.lines.join('\n')}
            </p>
          );
        }
        const Heading = `h${block.level}` as const;
        return <Heading key={i}>{block.text}</Heading>;
      })}
    </div>
  );
}
