import type { Plugin } from 'vite';

/** The bundler plugin that leaves out the façade's eager install of every engine group. */
export declare const lazyEngineGroups: Plugin;
