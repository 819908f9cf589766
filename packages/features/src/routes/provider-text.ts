// The provider's terms and privacy policy (one module).
export { privacyPolicyRoute, termsRoute } from '../provider';
