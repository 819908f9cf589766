import { cn } from '@kurse/ui';
import { sanitizeHtml } from './sanitize-html';

/** The provider's description given as HTML, sanitised (see {@link sanitizeHtml}). */
export function HtmlDescription({ html, className }: { html: string; className: string }) {
  return (
    <div
      data-slot="provider-description"
      className={cn(
        className,
        '[&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
      )}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
