import type { BaseTranslation } from '../i18n-types';
import { display } from '../../texts/de/ui-display';
import { forms } from '../../texts/de/ui-forms';
import { overlays } from '../../texts/de/ui-overlays';

/**
 * The German catalogue, the base locale: one object per feature namespace, each written in its
 * own file under `src/texts/de/`.
 */
const de = {
  ui: { forms, overlays, display },
} satisfies BaseTranslation;

export default de;
