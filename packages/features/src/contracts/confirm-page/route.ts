import type { Product } from '@kurse/api-client';
import { parseRouteId } from '@kurse/domain';
import { statusOf, type RouteModule } from '../../core';
import { productRead } from '../form/use-product';
import { ContractConfirmPage, namespaces } from '.';

/**
 * The route of `contract-confirm` (`/me/contracts/{id}/confirm`): the product, which needs no
 * session. An id that is not a number, or a product the API does not know, is not found; the
 * document is named by the product, else the page's title. Spec: transactions §2 New contract modal.
 */
export const contractConfirmRoute = {
  namespaces,
  load: async ({ params, read }) => {
    const productId = parseRouteId(params.id);
    if (productId === null) return { status: 404 };
    const settled = await read(productRead(productId));
    return { status: statusOf(settled), data: settled.ok ? settled.data : undefined };
  },
  head: (loaded, LL) => ({
    title:
      loaded.status === 404
        ? LL.errors.notFound.title()
        : ((loaded.data as Product | undefined)?.name ?? LL.contracts.new.title()),
  }),
  Page: ContractConfirmPage,
} satisfies RouteModule;
