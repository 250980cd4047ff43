export * from './csv';
export * from './decode';
export * from './domain-name';
export * from './formats';
export * from './read-portfolio-file';
export * from './values';
export * from './write-portfolio-file';
