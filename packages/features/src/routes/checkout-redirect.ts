export * from '../checkout/redirect-page';
