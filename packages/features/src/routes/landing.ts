export * from '../frame/landing';
