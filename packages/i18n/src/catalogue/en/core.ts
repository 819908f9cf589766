import { common } from '../../texts/en/common';
import { errors } from '../../texts/en/errors';
import { fields } from '../../texts/en/fields';
import { nav } from '../../texts/en/nav';
import { display } from '../../texts/en/ui-display';
import { forms } from '../../texts/en/ui-forms';
import { map } from '../../texts/en/ui-map';
import { overlays } from '../../texts/en/ui-overlays';
import { validation } from '../../texts/en/validation';

/**
 * The core namespaces of the English catalogue: what the frame, the landing page and
 * every `@kurse/ui` component read. Always loaded with the locale; the other namespaces load
 * with the pages that need them (`loadNamespaces`).
 */
const core = {
  common,
  nav,
  errors,
  fields,
  validation,
  ui: { forms, overlays, display, map },
};

export default core;
