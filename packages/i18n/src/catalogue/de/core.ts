import { common } from '../../texts/de/common';
import { errors } from '../../texts/de/errors';
import { fields } from '../../texts/de/fields';
import { nav } from '../../texts/de/nav';
import { display } from '../../texts/de/ui-display';
import { forms } from '../../texts/de/ui-forms';
import { map } from '../../texts/de/ui-map';
import { overlays } from '../../texts/de/ui-overlays';
import { validation } from '../../texts/de/validation';

/**
 * The core namespaces of the German catalogue: what the frame, the landing page and
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
