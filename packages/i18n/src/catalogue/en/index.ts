import type { Translation } from '../i18n-types';
import { display } from '../../texts/en/ui-display';
import { forms } from '../../texts/en/ui-forms';
import { overlays } from '../../texts/en/ui-overlays';

/** The English catalogue: complete, key for key, under the same namespaces as German. */
const en = {
  ui: { forms, overlays, display },
} satisfies Translation;

export default en;
