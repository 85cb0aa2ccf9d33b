// document.body.dataset: where the app is (scene, game, turn, status), for tests to wait on.

export type BodyStatus = 'playing' | 'over' | '';

/** Sets document.body.dataset fields; an empty string removes one. */
export function setBodyData(fields: {
  scene?: string;
  game?: string;
  turn?: string;
  status?: BodyStatus;
  /** The label of the button with the keyboard focus ring. */
  focus?: string;
  /** 'ready' once the menu knows whether Continue is possible. */
  menu?: 'ready' | '';
}): void {
  if (typeof document === 'undefined') return;
  const ds = document.body.dataset;
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (v === '') delete ds[k];
    else ds[k] = v;
  }
}
