import type { Translation } from '../i18n-types';
import { account } from '../../texts/en/account';
import { blog } from '../../texts/en/blog';
import { booking } from '../../texts/en/booking';
import { common } from '../../texts/en/common';
import { contracts } from '../../texts/en/contracts';
import { countries } from '../../texts/en/countries';
import { course } from '../../texts/en/course';
import { errors } from '../../texts/en/errors';
import { fields } from '../../texts/en/fields';
import { franchise } from '../../texts/en/franchise';
import { nav } from '../../texts/en/nav';
import { provider } from '../../texts/en/provider';
import { rooms } from '../../texts/en/rooms';
import { search } from '../../texts/en/search';
import { states } from '../../texts/en/states';
import { display } from '../../texts/en/ui-display';
import { forms } from '../../texts/en/ui-forms';
import { overlays } from '../../texts/en/ui-overlays';
import { validation } from '../../texts/en/validation';

/** The English catalogue: complete, key for key, under the same namespaces as German. */
const en = {
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
} satisfies Translation;

export default en;
