// A thin bar that empties while a title or results card stays up: the screen is not stuck.
export function CardTimer({ ms }: { ms: number }) {
  return (
    <div class="kiosk-timer" aria-hidden="true">
      <div class="kiosk-timer-fill" style={{ animationDuration: `${ms}ms` }} />
    </div>
  );
}
