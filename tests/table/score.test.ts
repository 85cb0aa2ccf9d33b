// Scores print the same everywhere a table shows them: Gears' halves as "½", never "1.5".
import { describe, expect, it } from 'vitest';
import { scoreText } from '../../src/table/score';

describe('scoreText', () => {
  it('prints whole scores as numbers and halves with ½', () => {
    expect(scoreText(0)).toBe('0');
    expect(scoreText(3)).toBe('3');
    expect(scoreText(0.5)).toBe('½');
    expect(scoreText(1.5)).toBe('1½');
    expect(scoreText(12.5)).toBe('12½');
  });
});
