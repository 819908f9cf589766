// The two outcomes of a contract's payment (one module).
export { contractCancelRoute, contractSuccessRoute } from '../contracts';
