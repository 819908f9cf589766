import { useI18n, type Messages } from '@kurse/i18n';

/** Props of {@link CatalogueText}. */
export interface CatalogueTextProps {
  /** Picks the text from the active catalogue, e.g. `(LL) => LL.ui.forms.examples.email()`. */
  get: (LL: Messages) => string;
}

/**
 * A catalogue text as a node, for stories whose args are labels: the text follows the locale
 * of the story without a hook in the args.
 */
export function CatalogueText({ get }: CatalogueTextProps) {
  const { LL } = useI18n();
  return <>{get(LL)}</>;
}
