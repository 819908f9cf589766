import type { Translation } from '../i18n-types';
import core from './core';
import { account } from '../../texts/en/account';
import { blog } from '../../texts/en/blog';
import { booking } from '../../texts/en/booking';
import { contracts } from '../../texts/en/contracts';
import { course } from '../../texts/en/course';
import { franchise } from '../../texts/en/franchise';
import { provider } from '../../texts/en/provider';
import { rooms } from '../../texts/en/rooms';
import { search } from '../../texts/en/search';
import { states } from '../../texts/en/states';

/** The English catalogue: complete, key for key, under the same namespaces as German. */
const en = {
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
} satisfies Translation;

export default en;
