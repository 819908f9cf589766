export { ContractsTab } from './ContractsTab';
export type { ContractsTabProps } from './ContractsTab';
export { ContractCard } from './ContractCard';
export type { ContractCardProps } from './ContractCard';
export { cancelContract, canCancelContract } from './cancel-contract';
export type { CancelContractResult } from './cancel-contract';
