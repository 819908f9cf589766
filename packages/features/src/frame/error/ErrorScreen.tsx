import { useI18n } from '@kurse/i18n';
import { Button, Icon } from '@kurse/ui';
import { useDocumentTitle } from '../../core';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** A more specific explanation (e.g. the provider load text). @default the generic text */
  text?: string;
  /** Reloads the page. @default location.reload */
  onReload?: () => void;
  /** Goes back one page. @default history.back */
  onBack?: () => void;
}

/** The generic error screen: what happened, and reload or back. Spec: discovery §2 Route table. */
export function ErrorScreen({
  text,
  onReload = () => window.location.reload(),
  onBack = () => window.history.back(),
}: ErrorScreenProps) {
  const { LL } = useI18n();
  useDocumentTitle(LL.errors.generic.title());
  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <Icon name="warning" className="size-10 text-warning-strong" />
      <h1 id="error-title" className="text-2xl font-semibold">
        {LL.errors.generic.title()}
      </h1>
      <p className="text-muted-foreground">{text ?? LL.errors.generic.text()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onPress={onReload}>{LL.errors.generic.reload()}</Button>
        <Button variant="outline" onPress={onBack}>
          {LL.errors.generic.back()}
        </Button>
      </div>
    </section>
  );
}
