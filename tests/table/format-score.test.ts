// Scores print the same everywhere a table shows them: Gears' halves as "½", never "1.5".
import { describe, expect, it } from 'vitest';
import { formatScore } from '../../src/i18n';

describe('formatScore', () => {
  it('prints whole scores as numbers and halves with ½', () => {
    expect(formatScore(0)).toBe('0');
    expect(formatScore(3)).toBe('3');
    expect(formatScore(0.5)).toBe('½');
    expect(formatScore(1.5)).toBe('1½');
    expect(formatScore(12.5)).toBe('12½');
  });
});
