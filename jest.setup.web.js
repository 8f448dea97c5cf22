// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// MUI X Charts clone gesture state with structuredClone, which jsdom does not provide (Node does).
if (typeof globalThis.structuredClone !== 'function') {
  const v8 = require('node:v8');
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}
