import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { earlyInteractionsScript } from './early-interactions';

const ENTRY = '/assets/islands/islands-test.js';

function runLoader(): void {
  // The inline script as the browser runs it: a classic script in the page's global scope.
  new Function(earlyInteractionsScript(ENTRY, ['/assets/chunk-test.js']))();
}

const entryScripts = () => document.head.querySelectorAll(`script[type="module"][src="${ENTRY}"]`);

let readyState: DocumentReadyState;

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'complete';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});

afterEach(() => {
  window.__takeEarlyInteractions?.();
  for (const added of document.head.querySelectorAll('script, link[rel="modulepreload"]')) added.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('a parsed page asks for its scripts once, after its first paint or 800 ms', () => {
  runLoader();
  expect(entryScripts()).toHaveLength(0);

  vi.advanceTimersByTime(800);
  expect(entryScripts()).toHaveLength(1);
  expect(document.head.querySelectorAll('link[rel="modulepreload"][href="/assets/chunk-test.js"]')).toHaveLength(1);

  vi.advanceTimersByTime(2_000);
  expect(entryScripts()).toHaveLength(1);
});

test('a page painted before the browser has read all of it asks for its scripts only once it has', () => {
  // What the data block and the router's state after the loader would miss: a module script
  // added by a script runs as soon as it arrives, parsed document or not.
  readyState = 'loading';
  runLoader();
  vi.advanceTimersByTime(5_000);
  expect(entryScripts()).toHaveLength(0);

  readyState = 'interactive';
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(entryScripts()).toHaveLength(1);
});
