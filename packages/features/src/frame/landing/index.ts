export { LandingPage } from './LandingPage';
export { VisitedProviders } from './VisitedProviders';
