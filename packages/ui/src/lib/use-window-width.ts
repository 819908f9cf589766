import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const width = () => window.innerWidth;

/**
 * The window's width in px, updated on resize: the input of the width rules of `@kurse/domain`
 * (`ratingsPanelMaxHeight`, `eventDescriptionLength`, `showsListViewToggle`, …). Spec: discovery §9.
 * Renders on the server with `serverWidth`.
 */
export function useWindowWidth(serverWidth = 1280): number {
  return useSyncExternalStore(subscribe, width, () => serverWidth);
}
