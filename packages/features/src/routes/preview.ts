export * from '../provider/preview';
