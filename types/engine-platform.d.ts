// The few globals the engine uses that every host it runs on has (browsers and their workers,
// Node 20+), declared here because tsconfig.engine.json leaves out both the DOM's and Node's
// types: anything else a host offers (window, document, fetch, process, node:*) fails to compile.

declare function structuredClone<T>(value: T): T;

declare function btoa(data: string): string;
declare function atob(data: string): string;

interface TextEncoder {
  encode(input?: string): Uint8Array;
}
declare var TextEncoder: { new (): TextEncoder };

interface TextDecoderOptions {
  fatal?: boolean;
  ignoreBOM?: boolean;
}
interface TextDecodeOptions {
  stream?: boolean;
}
interface TextDecoder {
  decode(input?: ArrayBufferView | ArrayBuffer, options?: TextDecodeOptions): string;
}
declare var TextDecoder: { new (label?: string, options?: TextDecoderOptions): TextDecoder };
