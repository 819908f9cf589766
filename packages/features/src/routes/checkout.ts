export * from '../checkout/page';
