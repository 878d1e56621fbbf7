// The review group's module: what review/lazy.ts hands to the façade once it is loaded.

export { reviewScenario, reviewScenarioAsync } from './reviewScenario.ts';
