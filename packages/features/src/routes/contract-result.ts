export * from '../contracts/result-page';
