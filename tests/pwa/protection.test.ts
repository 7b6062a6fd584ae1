// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  createDevtoolsDetector,
  inProtectedArea,
  isBlockedShortcut,
} from '../../src/lib/pwa/protection';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('content protection rules', () => {
  it('blocks view-source, save and developer-tools shortcuts', () => {
    expect(isBlockedShortcut(key('F12'))).toBe(true);
    expect(isBlockedShortcut(key('u', { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key('s', { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key('S', { metaKey: true }))).toBe(true);
    for (const k of ['I', 'J', 'C']) {
      expect(isBlockedShortcut(key(k, { ctrlKey: true, shiftKey: true }))).toBe(true);
      expect(isBlockedShortcut(key(k.toLowerCase(), { metaKey: true, altKey: true }))).toBe(true);
    }
  });

  it('never blocks keyboard navigation or answering', () => {
    const free = [
      'Tab',
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      '1',
      '2',
      '3',
      '4',
      'Enter',
      ' ',
    ];
    for (const k of free) {
      expect(isBlockedShortcut(key(k))).toBe(false);
      expect(isBlockedShortcut(key(k, { shiftKey: true }))).toBe(false);
    }
    expect(isBlockedShortcut(key('c', { ctrlKey: true }))).toBe(false); // copy is handled by area
    expect(isBlockedShortcut(key('i', { ctrlKey: true }))).toBe(false);
  });

  it('knows question areas by data-protected', () => {
    document.body.innerHTML = '<div data-protected><p id="in">Câu hỏi</p></div><p id="out">x</p>';
    expect(inProtectedArea(document.getElementById('in'))).toBe(true);
    expect(inProtectedArea(document.getElementById('in')?.firstChild ?? null)).toBe(true);
    expect(inProtectedArea(document.getElementById('out'))).toBe(false);
    expect(inProtectedArea(null)).toBe(false);
  });

  it('suspects developer tools after three consecutive 300 px differences', () => {
    const detect = createDevtoolsDetector();
    const open = { outerWidth: 1400, innerWidth: 1000, outerHeight: 800, innerHeight: 760 };
    const closed = { ...open, innerWidth: 1390 };
    expect([detect(open), detect(open), detect(closed), detect(open), detect(open)]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(detect(open)).toBe(true);
    expect(detect({ ...open, outerWidth: 1300 })).toBe(false); // exactly 300 px is not more
  });
});
