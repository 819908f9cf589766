import type { RouteModule } from '../../core';
import { ContractCancelPage, ContractSuccessPage, namespaces } from '.';

/** The route of `contract-success`. */
export const contractSuccessRoute = { namespaces, Page: ContractSuccessPage } satisfies RouteModule;

/** The route of `contract-cancel`. */
export const contractCancelRoute = { namespaces, Page: ContractCancelPage } satisfies RouteModule;
