// Small builders shared by the scenario schema modules.
export { ref } from './k8s.mjs';

export const str = (description) => ({ type: 'string', description });
export const strings = (description) => ({ type: 'array', items: { type: 'string' }, description });
export const closed = (description, properties) => ({
  type: 'object',
  description,
  additionalProperties: false,
  properties,
});
export const titled = (title, schema) => ({ title, ...schema });
