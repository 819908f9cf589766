/** The contracts slice's door: everything other slices and the app use of it. */
export { createContract } from './form/create-contract';
export { useProductPrice } from './form/use-product-price';
export { contractConfirmRoute } from './confirm-page/route';
export { contractSuccessRoute, contractCancelRoute } from './result-page/route';
