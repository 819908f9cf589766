export { FranchiseView } from './FranchiseView';
export type { FranchiseViewProps } from './FranchiseView';
export { FranchisePanel } from './FranchisePanel';
export type { FranchisePanelProps } from './FranchisePanel';
export { FranchiseProviders } from './FranchiseProviders';
export type { FranchiseProvidersProps } from './FranchiseProviders';
export { PartnerBadge } from './PartnerBadge';
export { useFranchiseLoad } from './use-franchise-load';
export type { FranchiseData, FranchiseLoad } from './use-franchise-load';
export {
  franchiseHead,
  franchiseProvidersRead,
  franchiseRead,
  loadFranchise,
  nameOf,
} from './franchise-reads';
export type { FranchiseLoaded } from './franchise-reads';
