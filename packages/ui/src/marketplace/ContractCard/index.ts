export { ContractCard } from './ContractCard';
export type { ContractCardProps } from './ContractCard';
