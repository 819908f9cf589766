import { useI18n } from '@kurse/i18n';
import { Icon, LinkButton } from '@kurse/ui';
import { useDocumentTitle } from '../../core';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** A more specific text (e.g. the provider or franchise not-found text). @default the page's own */
  text?: string;
}

/** The not-found page for unknown paths and missing providers. Spec: discovery §2, §8. */
export function NotFoundPage({ text }: NotFoundPageProps) {
  const { LL } = useI18n();
  useDocumentTitle(LL.errors.notFound.title());
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <Icon name="search" className="size-10 text-muted-foreground" />
      <h1 id="not-found-title" className="text-2xl font-semibold">
        {LL.errors.notFound.title()}
      </h1>
      <p className="text-muted-foreground">{text ?? LL.errors.notFound.text()}</p>
      <LinkButton href="/" variant="outline">
        {LL.errors.notFound.home()}
      </LinkButton>
    </section>
  );
}
