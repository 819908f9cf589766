// Unit tests read both whole catalogues, as Storybook does.
import { loadCatalogues } from '../load';

await loadCatalogues();
