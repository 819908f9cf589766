import { cn } from '@kurse/ui';
import { looksLikeHtml, sanitizeHtml } from './sanitize-html';

const TEXT = 'flex max-w-prose flex-col gap-3 leading-relaxed';

/**
 * The provider's description. HTML from the provider is sanitised (basic formatting and links,
 * links open in a new tab); plain text keeps its paragraphs and line breaks. Nothing when empty.
 * Spec: discovery §2 Provider page (description).
 */
export function ProviderDescription({ text }: { text: string | null | undefined }) {
  if (!text?.trim()) return null;
  if (looksLikeHtml(text)) {
    return (
      <div
        data-slot="provider-description"
        className={cn(
          TEXT,
          '[&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
        )}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }}
      />
    );
  }
  return (
    <div data-slot="provider-description" className={TEXT}>
      {text
        .split(/\n\s*\n/)
        .filter((part) => part.trim() !== '')
        .map((part, i) => (
          <p key={i} className="whitespace-pre-line">
            {part.trim()}
          </p>
        ))}
    </div>
  );
}
