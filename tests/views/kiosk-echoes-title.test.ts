// @vitest-environment happy-dom
// The showcase's title card before an Innovation game with Echoes of the Past says the expansion
// is on (one line under the pitch); the base game's title card has no such line.
import { h, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { showcaseSetup } from '../../src/app/showcase';
import { setLang } from '../../src/i18n';
import type { ShowcaseFeed } from '../../src/table/showcaseFeed';
import { TitleCard } from '../../src/views/kiosk/TitleCard';

afterEach(() => {
  setLang('en');
  document.body.innerHTML = '';
});

function titleText(shown: number): string {
  const setup = showcaseSetup('innovation', 4, shown);
  const feed: ShowcaseFeed = { phase: 'title', game: 'innovation', setup, headline: [], line: null, detail: null, seq: 0, outcome: null, next: 'gears', cardMs: 8000 };
  const root = document.createElement('div');
  document.body.append(root);
  render(h(TitleCard, { feed }), root);
  return [...root.querySelectorAll('p')].map((p) => p.textContent ?? '').join('\n');
}

describe('the showcase title card', () => {
  it('names Echoes of the Past for an Echoes game, and nothing of it for the base game', () => {
    expect(titleText(1)).toContain('With Echoes of the Past: echo effects, bonuses and the forecast');
    expect(titleText(0)).not.toContain('Echoes');
    setLang('ja');
    expect(titleText(1)).toContain('エコーズ入り：エコー効果、ボーナス、予見');
  });
});
