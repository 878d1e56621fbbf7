import type { Edit } from './mutants.mjs';
export function files(root: string, dir: string): string[];
export function locate(root: string, engineFiles: string[], edit: Edit): string;
