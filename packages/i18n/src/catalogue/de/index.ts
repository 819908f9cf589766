import type { BaseTranslation } from '../i18n-types';
import { account } from '../../texts/de/account';
import { blog } from '../../texts/de/blog';
import { booking } from '../../texts/de/booking';
import { common } from '../../texts/de/common';
import { contracts } from '../../texts/de/contracts';
import { countries } from '../../texts/de/countries';
import { course } from '../../texts/de/course';
import { errors } from '../../texts/de/errors';
import { fields } from '../../texts/de/fields';
import { franchise } from '../../texts/de/franchise';
import { nav } from '../../texts/de/nav';
import { provider } from '../../texts/de/provider';
import { rooms } from '../../texts/de/rooms';
import { search } from '../../texts/de/search';
import { states } from '../../texts/de/states';
import { display } from '../../texts/de/ui-display';
import { forms } from '../../texts/de/ui-forms';
import { overlays } from '../../texts/de/ui-overlays';
import { validation } from '../../texts/de/validation';

/**
 * The German catalogue, the base locale: one object per feature namespace, each written in its
 * own file under `src/texts/de/`.
 */
const de = {
  common,
  nav,
  errors,
  fields,
  validation,
  states,
  search,
  course,
  booking,
  account,
  contracts,
  rooms,
  blog,
  provider,
  franchise,
  countries,
  ui: { forms, overlays, display },
} satisfies BaseTranslation;

export default de;
