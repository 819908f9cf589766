// Unit tests read both whole catalogues, as Storybook does.
import { loadCatalogues } from '@kurse/i18n';

await loadCatalogues();
