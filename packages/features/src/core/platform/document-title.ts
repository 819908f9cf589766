import { useI18n } from '@kurse/i18n';
import { useEffect } from 'react';
import { useServices } from '../app/use-services';

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
    document.title = title ? `${title} – ${brand}` : brand;
    pageView(window.location.pathname, document.title);
  }, [title, brand, pageView]);
}
