// Line breaking as a reader sees it: the closing marks (。、）」 . , ; : ) …) that begin a line inside
// some elements, found from where each character is drawn. A line never starts with one in
// Japanese, nor with "." or "," in English.
import type { Page } from 'playwright-core';

/** Each closing mark that begins a line inside an element matching `selector`, with that element's words. */
export function lineStartingMarks(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const marks = '。、．，）」』！？!?.,;:)]';
    const out: string[] = [];
    for (const el of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let top: number | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue; // a space the line swallowed
          if (top !== null && rect.top > top + 2 && marks.includes(text[i] as string)) out.push(`${text[i]} in ${el.textContent}`);
          top = rect.top;
        }
      }
    }
    return out;
  }, selector);
}
