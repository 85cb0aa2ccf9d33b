// A score as the tables print it. Only Gears has halves (a code waiting for verification counts ½),
// and its board prints them as "1½": the game-over ranking and the showcase's results say the same,
// not "1.5" beside it.

export function scoreText(score: number): string {
  const whole = Math.floor(score);
  if (score - whole < 0.5) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}
