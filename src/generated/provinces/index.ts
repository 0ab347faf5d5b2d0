export * from './provinces/provinces';
