import { lazy, Suspense } from 'react';
import { looksLikeHtml } from './looks-like-html';

// The sanitiser (DOMPurify) loads only for a description given as HTML: most are plain text.
const HtmlDescription = lazy(() =>
  import('./HtmlDescription').then((m) => ({ default: m.HtmlDescription })),
);

const TEXT = 'flex max-w-prose flex-col gap-3 leading-relaxed';

/**
 * The provider's description. HTML from the provider is sanitised (basic formatting and links,
 * links open in a new tab; its sanitiser loads only then); plain text keeps its paragraphs and line breaks. Nothing when empty.
 * Spec: discovery §2 Provider page (description).
 */
export function ProviderDescription({ text }: { text: string | null | undefined }) {
  if (!text?.trim()) return null;
  if (looksLikeHtml(text)) {
    // The server renders the HTML; the client hydrates it once the sanitiser has arrived, keeping
    // the server's markup meanwhile.
    return (
      <Suspense fallback={null}>
        <HtmlDescription html={text} className={TEXT} />
      </Suspense>
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
