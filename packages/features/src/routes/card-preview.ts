export * from '../course/card-preview';
