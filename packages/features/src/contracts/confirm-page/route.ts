import type { RouteModule } from '../../core';
import { ContractConfirmPage, namespaces } from '.';

/** The route of `contract-confirm`. */
export const contractConfirmRoute = { namespaces, Page: ContractConfirmPage } satisfies RouteModule;
