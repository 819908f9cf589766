/** The test kit's door: story and test helpers (the demo backend, held and failing requests). Never imported by app code. */
export { failRequests } from './fail-requests';
export { harness } from './harness';
export { loseAnswers } from './lose-answers';
export { answerServerErrors, heldRequests, holdRequests, releaseRequests } from './hold-requests';
export {
  DEMO,
  STORY_NOW,
  composePayments,
  createStoryKurse,
  kurseOf,
  loadBooking,
  loadProvider,
  logInDemo,
  storyServices,
  storySetup,
} from './story-services';
export type { StoryKurse } from './story-services';
export { TEST_SITE, loadContext } from './load-context';
