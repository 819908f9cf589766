import { useI18n } from '@kurse/i18n';
import { useEffect } from 'react';
import { useServices } from '../app/use-services';

/**
 * The document title of a page: "<page> – Kurse", or the brand alone without a page title (or
 * with the brand as its title). The server's document and the browser's use the same.
 */
export const documentTitle = (title: string | null | undefined, brand: string): string =>
  title && title !== brand ? `${title} – ${brand}` : brand;

/**
 * Sets the document title of a page: "<page> – Kurse", or the brand alone without a page title;
 * then counts the page view (skipped when opted out, see `createPageViews`). Every route sets one
 * (screen readers announce it on navigation).
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { LL } = useI18n();
  const { pageView } = useServices();
  const brand = LL.common.brand();
  useEffect(() => {
    document.title = documentTitle(title, brand);
    pageView(window.location.pathname, document.title);
  }, [title, brand, pageView]);
}
