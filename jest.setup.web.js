// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// MUI X Charts clone gesture state with structuredClone, which jsdom does not provide (Node does).
if (typeof globalThis.structuredClone !== 'function') {
  const v8 = require('node:v8');
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}
/* global document, MutationObserver -- this file runs in the jsdom test environment */
// jsdom matches a `:has()` selector by querying the element's subtree, for every element on every getComputedStyle
// call: MUI's Select and charts bring such rules, and they took a sixth of a MUI screen's test time. They only adjust
// padding and colour schemes (jsdom draws nothing), so each style sheet drops them as it is added
// (docs/choices.md, "Tests").
const withoutHasRules = (sheet) => {
  for (let index = sheet.cssRules.length - 1; index >= 0; index -= 1)
    if (sheet.cssRules[index].cssText.includes(':has(')) sheet.deleteRule(index);
};
new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes) {
      const style = node.nodeName === 'STYLE' ? node : node.parentNode?.nodeName === 'STYLE' ? node.parentNode : null;
      if (style?.sheet) withoutHasRules(style.sheet);
    }
}).observe(document.head, { childList: true, subtree: true });
