/** The search assistant (discovery §4 Search assistant, §7 POST /search/text, §8). */
import { validateAssistantText } from '@kurse/domain';
import { fail, ok } from '../http/replies';
import { route } from '../http/route';
import { interpretSentence } from '../search/assistant';
import { NOT_UNDERSTOOD } from '../search/assistant-message';

/**
 * Route of the assistant: 422 with a message in the request locale when nothing is understood,
 * and for a locale the contract does not list (none sent means German).
 */
export const searchTextRoutes = [
  route('searchText', '/search/text', 'post', ({ ctx, body }) => {
    const request = body?.text_search;
    if (request?.locale != null && request.locale !== 'de' && request.locale !== 'en') {
      return fail(422, 'Please check your details.', undefined, {
        locale: ['is not included in the list'],
      });
    }
    const locale = request?.locale === 'en' ? 'en' : 'de';
    const text = typeof request?.query === 'string' ? request.query : '';
    const answer = validateAssistantText(text)
      ? null
      : interpretSentence(text, locale, ctx.db.towns, ctx.now());
    return answer ? ok(answer) : fail(422, NOT_UNDERSTOOD[locale], 'not_understood');
  }),
];
