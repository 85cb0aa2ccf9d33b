// A caption's rich text for people walking past: seats in their colour, card and part names in
// bold. Nothing in it is a button (the log's card links would be small targets in large type).
import type { RichText } from '../../table/rich';

export function KioskText({ text }: { text: RichText | null }) {
  if (!text) return null;
  return (
    <>
      {text.map((part, i) => {
        if (typeof part === 'string') return part;
        return (
          <span key={i} class={part.kind === 'seat' ? `seat-name seat-${part.seat}` : 'kiosk-card'}>
            {part.label}
          </span>
        );
      })}
    </>
  );
}
