// A minimal DER reader (encoding/asn1's TLV layer): enough to walk a PKCS#10 request's subject.

/** One DER element: its tag byte, content, and parsed children for constructed elements. */
export interface DerNode {
  tag: number;
  content: Uint8Array;
  children?: DerNode[];
}

function readOne(buf: Uint8Array, pos: number): { node: DerNode; next: number } | undefined {
  const tag = buf[pos];
  let lenByte = buf[pos + 1];
  if (tag === undefined || lenByte === undefined) return undefined;
  let p = pos + 2;
  let length = lenByte;
  if (lenByte & 0x80) {
    const n = lenByte & 0x7f;
    if (n === 0 || n > 4) return undefined;
    length = 0;
    for (let i = 0; i < n; i++) {
      lenByte = buf[p++];
      if (lenByte === undefined) return undefined;
      length = length * 256 + lenByte;
    }
  }
  if (p + length > buf.length) return undefined;
  const content = buf.subarray(p, p + length);
  const node: DerNode = { tag, content };
  // Constructed elements (bit 6) hold a sequence of elements; a bad inner encoding fails the whole read.
  if (tag & 0x20) {
    const children = readAll(content);
    if (children === undefined) return undefined;
    node.children = children;
  }
  return { node, next: p + length };
}

function readAll(buf: Uint8Array): DerNode[] | undefined {
  const out: DerNode[] = [];
  for (let pos = 0; pos < buf.length;) {
    const r = readOne(buf, pos);
    if (r === undefined) return undefined;
    out.push(r.node);
    pos = r.next;
  }
  return out;
}

/** Reads one element spanning the whole buffer, or undefined when it is malformed or followed by data. */
export function readDer(buf: Uint8Array): DerNode | undefined {
  const r = readOne(buf, 0);
  return r !== undefined && r.next === buf.length ? r.node : undefined;
}
