import { useI18n } from '@kurse/i18n';
import { useEffect } from 'react';

/**
 * Sets the document title of a page: "<page> – Kurse", or the brand alone without a page title.
 * Every route sets one (screen readers announce it on navigation).
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { LL } = useI18n();
  const brand = LL.common.brand();
  useEffect(() => {
    document.title = title ? `${title} – ${brand}` : brand;
  }, [title, brand]);
}
