import type { BaseTranslation } from '../i18n-types';
import core from './core';
import { account } from '../../texts/de/account';
import { blog } from '../../texts/de/blog';
import { booking } from '../../texts/de/booking';
import { contracts } from '../../texts/de/contracts';
import { course } from '../../texts/de/course';
import { franchise } from '../../texts/de/franchise';
import { provider } from '../../texts/de/provider';
import { rooms } from '../../texts/de/rooms';
import { search } from '../../texts/de/search';
import { states } from '../../texts/de/states';

/**
 * The German catalogue, the base locale: one object per feature namespace, each written in its
 * own file under `src/texts/de/`.
 */
const de = {
  ...core,
  account,
  states,
  search,
  course,
  booking,
  contracts,
  rooms,
  blog,
  provider,
  franchise,
} satisfies BaseTranslation;

export default de;
